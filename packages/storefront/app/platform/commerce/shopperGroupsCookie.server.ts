/**
 * The name of the cookie the shopper's customer groups are kept in, and its invalidation, for every layer: the
 * actions that change a shopper's groups (account, checkout, the newsletter) live below the request layer, which
 * reads and writes the cookie itself (`app/platform/request/shopperGroups.server.ts`; docs/behaviour/personalisation.md).
 */
import { stringifySetCookie } from 'cookie';

/** The cookie the shopper's groups are kept in (sealed, HttpOnly, SameSite=Lax, Secure over https). */
export const SHOPPER_GROUPS_COOKIE = 'ridgeline-groups';

/** The groups cookie, expired. */
export function clearedShopperGroupsCookie({ secure }: { secure: boolean }): string {
  return stringifySetCookie({
    name: SHOPPER_GROUPS_COOKIE,
    value: '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 0,
  });
}

/**
 * For the actions that change a shopper's groups (sign-in, sign-out, registration, joining Rewards, newsletter
 * opt-in, an order placed, an address saved): expires the groups cookie on their response, so the next request asks
 * commerce again. Returns `headers` (a `Headers`, or a plain list of `Set-Cookie` values).
 */
export function invalidateShopperGroups<H extends Headers | string[]>(request: Request, headers: H): H {
  const cookie = clearedShopperGroupsCookie({ secure: new URL(request.url).protocol === 'https:' });
  if (Array.isArray(headers)) headers.push(cookie);
  else headers.append('Set-Cookie', cookie);
  return headers;
}
