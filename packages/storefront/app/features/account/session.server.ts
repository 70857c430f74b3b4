import { stringifySetCookie } from 'cookie';
import {
  clearedShopperGroupsCookie,
  invalidateShopperGroups,
} from '../../platform/commerce/shopperGroupsCookie.server';
import { basketCount, completeSignIn } from '@ridgeline/commerce/server';
import {
  bagCountCookie,
  fromTokens,
  sessionCookie,
  SHOPPER_SESSION_COOKIE,
  type ShopperSession,
  type SlasTokenResponse,
} from '../../platform/commerce/shopperSession.server';
import { BAG_COUNT_COOKIE } from '../../platform/bagCount';
import { flashToastCookie } from '../../platform/toasts/flashToast';
import type { AccountDeps } from './auth.server';
import { welcomeToast, type AccountFeedbackMessages } from './messages';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from './signedIn';
import { log as serverLog } from '../../platform/log.server';

const NO_STORE = 'private, no-store';

export const isSecureRequest = (request: Request) => new URL(request.url).protocol === 'https:';

/** The bag count cookie, expired: the badge of the new shopper is unknown until their bag is read again. */
export const clearedBagCountCookie = (secure: boolean) =>
  stringifySetCookie({ name: BAG_COUNT_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 });

export interface CustomerSessionOptions {
  /** Where to send the customer (an already checked same-site path). */
  target: string;
  /** "Keep me logged in.": false makes the session cookie end with the browser. */
  remember: boolean;
  /** How the shopper became a customer (the welcome they get differs). */
  via: 'login' | 'registration' | 'passwordless' | 'social' | 'password-reset';
  now?: number;
  /** The shopper's session before signing in: a guest's bag with items is merged into the customer's. */
  guest?: ShopperSession | undefined;
  /** `json` (the dialog): `{ ok: true, redirectUrl, toast }` with the same cookies; default a 303. */
  answer?: 'redirect' | 'json';
  log?: (entry: Record<string, unknown>) => void;
  /** The welcome toast's words in the form's locale (en-US without them). */
  messages?: AccountFeedbackMessages;
}

const warn = (entry: Record<string, unknown>) => serverLog.warn({ event: 'account-session', ...entry });

/**
 * The one way every sign-in ends (password, registration, passwordless, social, after a password reset): the SLAS
 * tokens of a registered customer become the shopper's session (HttpOnly cookie), the script-readable signed-in flag
 * tells islands (without naming them), the guest's bag count is dropped, and the browser is sent on (303).
 */
export async function customerSessionResponse(
  request: Request,
  deps: AccountDeps,
  tokens: SlasTokenResponse,
  options: CustomerSessionOptions,
): Promise<Response> {
  const log = options.log ?? warn;
  // the customer's first name, the guest's bag merged into theirs, post-auth: @ridgeline/commerce/server
  const { firstName, basket } = await completeSignIn(deps, tokens, options.guest, log);
  const session = fromTokens(tokens, options.now ?? Date.now(), basket?.basketId, {
    ...(firstName ? { firstName } : {}),
    ...(options.remember ? {} : { remember: false }),
  });
  const secure = isSecureRequest(request);
  const headers = new Headers({ 'Cache-Control': NO_STORE });
  headers.append('Set-Cookie', sessionCookie(session, { secure }));
  headers.append('Set-Cookie', signedInCookie({ secure, remember: options.remember }));
  headers.append(
    'Set-Cookie',
    basket ? bagCountCookie(basketCount(basket), { secure }) : clearedBagCountCookie(secure),
  );
  // another customer now: their groups (Registered, Loyalty Members after "Join For Free") are asked again
  invalidateShopperGroups(request, headers);
  const toast = {
    ...welcomeToast(options.via === 'registration' ? 'registration' : 'login', firstName, options.messages),
    status: 'success' as const,
  };
  // the flash toast goes with both answers: the dialog reloads the page (its personal parts change), and the next
  // page's toast host shows the welcome; a dialog that stays on the page shows `toast` itself and clears the cookie
  // scripts can read the flash cookie: it carries the welcome without the name, and the name's template
  const via = options.via === 'registration' ? 'registration' : 'login';
  const anonymous = welcomeToast(via, undefined, options.messages);
  const nameTemplate = firstName ? welcomeToast(via, '{name}', options.messages).title : undefined;
  headers.append(
    'Set-Cookie',
    flashToastCookie({ ...toast, title: anonymous.title, ...(nameTemplate ? { nameTemplate } : {}) }, { secure }),
  );
  if (options.answer === 'json')
    return Response.json(
      { ok: true, redirectUrl: options.target, toast, ...(firstName ? { firstName } : {}) },
      { headers },
    );
  headers.set('Location', options.target);
  return new Response(null, { status: 303, headers });
}

const SIGNED_IN_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The script-readable signed-in flag (`1`: never the shopper's name, see `signedIn.ts`). */
export function signedInCookie({ secure, remember }: { secure: boolean; remember: boolean }): string {
  return stringifySetCookie({
    name: SIGNED_IN_COOKIE,
    value: SIGNED_IN_VALUE,
    path: '/',
    sameSite: 'lax',
    secure,
    ...(remember ? { maxAge: SIGNED_IN_MAX_AGE_S } : {}),
  });
}

/** The cookies that end a customer's session: the session, the signed-in name, the bag count and the customer groups. */
export function signedOutCookies(request: Request): string[] {
  const secure = isSecureRequest(request);
  return [
    stringifySetCookie({
      name: SHOPPER_SESSION_COOKIE,
      value: '',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: 0,
    }),
    stringifySetCookie({ name: SIGNED_IN_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 }),
    clearedBagCountCookie(secure),
    clearedShopperGroupsCookie({ secure }),
  ];
}
