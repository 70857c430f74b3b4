import { parseCookies } from '../lib/cookies';

/**
 * A cookie scripts may read, saying that the shopper is signed in (and their first name, for greetings): public HTML
 * is cached for everyone, so islands (the account button, the wish-list heart) learn it in the browser. It carries no
 * secret and grants nothing; the session itself is the HttpOnly `ridgeline-shopper` cookie. Set with that session on
 * sign-in and registration, cleared on sign-out.
 */
export const SIGNED_IN_COOKIE = 'ridgeline-signed-in';

export interface SignedInShopper {
  firstName?: string;
}

/** The value written to the cookie: the first name, or `1` when none is known. */
export function signedInCookieValue(shopper: SignedInShopper): string {
  const name = shopper.firstName?.trim().slice(0, 64);
  return name ? name : '1';
}

/** The signed-in shopper named by a `Cookie` header (`document.cookie`), or undefined for a guest. */
export function signedInFromCookies(cookieHeader: string | null | undefined): SignedInShopper | undefined {
  const raw = parseCookies(cookieHeader)[SIGNED_IN_COOKIE]?.trim();
  if (!raw) return undefined;
  return raw === '1' ? {} : { firstName: raw.slice(0, 64) };
}
