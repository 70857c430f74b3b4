import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import {
  readShopperSession,
  sessionChanged,
  sessionCookie,
  SHOPPER_SESSION_COOKIE,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { parseCookies } from '../../../platform/cookies';
import { safeRedirect } from '../redirect';
import { WISHLIST_MESSAGES } from './messages';
import {
  changeWishList,
  WishlistCallError,
  wishlistChangeOf,
  wishlistProductIds,
  type WishlistApi,
} from '@ridgeline/commerce/server';
import { log } from '../../../platform/log.server';

/** A wish-list change is a product id and an action: a larger body is refused (413) unread. */
export const WISHLIST_MAX_BYTES = 4 * 1024;
const PERSONAL = { 'Cache-Control': 'private, no-store' } as const;

export interface WishlistDeps {
  auth: ShopperAuth;
  api: WishlistApi;
  now?: () => number;
}

/** The registered shopper of a request with a usable token (refreshed when due), or undefined for a guest. */
export async function registeredSession(
  request: Request,
  deps: WishlistDeps,
): Promise<{ session: ShopperSession; changed: boolean } | undefined> {
  const stored = parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE];
  const current = readShopperSession(request);
  if (!current?.registered || !current.customerId) return undefined;
  const session = await usableSession(current, deps.auth, (deps.now ?? Date.now)());
  // A refresh that gave a new guest means the sign-in is over: treat the shopper as a guest.
  if (!session.registered || !session.customerId) return undefined;
  return { session, changed: sessionChanged(session, stored) };
}

const withSessionCookie = (
  headers: Headers,
  request: Request,
  current: { session: ShopperSession; changed: boolean } | undefined,
) => {
  if (current?.changed)
    headers.append(
      'Set-Cookie',
      sessionCookie(current.session, { secure: new URL(request.url).protocol === 'https:' }),
    );
};

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `GET /__ridgeline/wishlist`: `{ signedIn, productIds }` of this shopper, never cached anywhere. */
export async function wishlistIdsResponse(request: Request, deps: WishlistDeps): Promise<Response> {
  const headers = new Headers(PERSONAL);
  let current;
  try {
    current = await registeredSession(request, deps);
    if (!current) return Response.json({ signedIn: false, productIds: [] }, { headers });
    const { accessToken, customerId } = current.session;
    const list = await deps.api.find(accessToken, customerId!);
    withSessionCookie(headers, request, current);
    return Response.json({ signedIn: true, productIds: wishlistProductIds(list) }, { headers });
  } catch (error) {
    log.error({ event: 'wishlist-read-failed' }, failureMessage(error));
    withSessionCookie(headers, request, current);
    return Response.json({ ok: false, message: failureMessage(error) }, { status: 502, headers });
  }
}

/**
 * `POST /__ridgeline/wishlist`: `productId` and `action` (`add` | `remove`), as JSON (the hearts: the answer is
 * `{ ok: true, outcome }` or `{ ok: false, code, message }`) or as a form (the wish-list page's Remove without
 * JavaScript: 303 back to the same-site `returnTo`). Only from this site's pages.
 */
export async function wishlistChangeResponse(request: Request, deps: WishlistDeps): Promise<Response> {
  const isJson = /^application\/json\b/i.test(request.headers.get('content-type') ?? '');
  const headers = new Headers(PERSONAL);
  const crossSite = crossSiteReason(request, { allowNonBrowser: isJson });
  if (crossSite) return crossSiteRefusal(request, crossSite, (message) => ({ ok: false, code: 'cross-site', message }));
  let fields: { productId?: unknown; action?: unknown; returnTo?: unknown };
  try {
    const body = await readRequestBody(request, WISHLIST_MAX_BYTES);
    if (isJson) fields = (JSON.parse(body.toString('utf8')) ?? {}) as typeof fields;
    else fields = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  } catch (error) {
    const problem = bodyProblem(error, PERSONAL, (message) => ({ ok: false, code: 'invalid', message }));
    if (problem) return problem;
    return Response.json(
      { ok: false, code: 'invalid', message: 'The request could not be read.' },
      { status: 400, headers },
    );
  }
  const back = safeRedirect(fields.returnTo, '/');
  const answer = (status: number, body: Record<string, unknown>) => {
    if (isJson) return Response.json(body, { status, headers });
    headers.set('Location', back);
    return new Response(null, { status: 303, headers });
  };
  const change = wishlistChangeOf(fields);
  if (!change) {
    return answer(400, {
      ok: false,
      code: 'invalid',
      message: 'A product id and an action (add or remove) are needed.',
    });
  }
  let current;
  try {
    current = await registeredSession(request, deps);
    if (!current) return answer(401, { ok: false, code: 'sign-in', message: WISHLIST_MESSAGES.signInToContinue });
    const { accessToken, customerId } = current.session;
    const outcome = await changeWishList(deps.api, { accessToken, customerId: customerId! }, change);
    withSessionCookie(headers, request, current);
    return answer(200, { ok: true, outcome, productId: change.productId });
  } catch (error) {
    const status = error instanceof WishlistCallError && error.status >= 400 && error.status < 500 ? error.status : 502;
    log.error({ event: 'wishlist-change-failed', ...change, status }, failureMessage(error));
    withSessionCookie(headers, request, current);
    return answer(status, { ok: false, code: 'failed', message: failureMessage(error) });
  }
}
