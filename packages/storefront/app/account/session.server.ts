import { stringifySetCookie } from 'cookie';
import { BAG_COUNT_COOKIE, fromTokens, sessionCookie, SHOPPER_SESSION_COOKIE, type SlasTokenResponse } from '../lib/commerce/shopperSession.server';
import type { AccountDeps } from './auth.server';
import { SIGNED_IN_COOKIE, signedInCookieValue } from './signedIn';

const NO_STORE = 'private, no-store';

export const isSecureRequest = (request: Request) => new URL(request.url).protocol === 'https:';

/** The bag count cookie, expired: the badge of the new shopper is unknown until their bag is read again. */
export const clearedBagCountCookie = (secure: boolean) => stringifySetCookie({ name: BAG_COUNT_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 });

export interface CustomerSessionOptions {
  /** Where to send the customer (an already checked same-site path). */
  target: string;
  /** "Keep me logged in.": false makes the session cookie end with the browser. */
  remember: boolean;
  /** How the shopper became a customer (the welcome they get differs). */
  via: 'login' | 'registration' | 'passwordless' | 'social' | 'password-reset';
  now?: number;
}

/**
 * The one way every sign-in ends (password, registration, passwordless, social, after a password reset): the SLAS
 * tokens of a registered customer become the shopper's session (HttpOnly cookie), the script-readable signed-in cookie
 * names them for islands, the guest's bag count is dropped, and the browser is sent on (303).
 */
export async function customerSessionResponse(request: Request, deps: AccountDeps, tokens: SlasTokenResponse, options: CustomerSessionOptions): Promise<Response> {
  const firstName = tokens.customer_id ? await deps.firstName(tokens.access_token, tokens.customer_id) : undefined;
  const session = fromTokens(tokens, options.now ?? Date.now(), undefined, { ...(firstName ? { firstName } : {}), ...(options.remember ? {} : { remember: false }) });
  const secure = isSecureRequest(request);
  const headers = new Headers({ 'Cache-Control': NO_STORE, Location: options.target });
  headers.append('Set-Cookie', sessionCookie(session, { secure }));
  headers.append('Set-Cookie', signedInCookie({ firstName }, { secure, remember: options.remember }));
  headers.append('Set-Cookie', clearedBagCountCookie(secure));
  return new Response(null, { status: 303, headers });
}

const SIGNED_IN_MAX_AGE_S = 30 * 24 * 60 * 60;

export function signedInCookie(shopper: { firstName?: string }, { secure, remember }: { secure: boolean; remember: boolean }): string {
  return stringifySetCookie({
    name: SIGNED_IN_COOKIE,
    value: signedInCookieValue(shopper),
    path: '/',
    sameSite: 'lax',
    secure,
    ...(remember ? { maxAge: SIGNED_IN_MAX_AGE_S } : {}),
  });
}

/** The cookies that end a customer's session: the session, the signed-in name and the bag count. */
export function signedOutCookies(request: Request): string[] {
  const secure = isSecureRequest(request);
  return [
    stringifySetCookie({ name: SHOPPER_SESSION_COOKIE, value: '', path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 }),
    stringifySetCookie({ name: SIGNED_IN_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 }),
    clearedBagCountCookie(secure),
  ];
}
