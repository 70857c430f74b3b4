import { parseCookies } from '../../platform/cookies';

/**
 * A cookie scripts may read, saying only that the shopper is signed in (`1`): public HTML is cached for everyone, so
 * islands (the account button, the wish-list heart, the data layer) learn it in the browser. It names nobody: anything
 * a script can read, any script on the page can read (a third-party tag, an injected one), so the shopper's name stays
 * out of it. Islands that greet by name ask `/__ridgeline/shopper` (private, no-store) when they need it. It carries no
 * secret and grants nothing; the session itself is the HttpOnly `ridgeline-shopper` cookie. Set with that session on
 * sign-in and registration, cleared on sign-out.
 */
export const SIGNED_IN_COOKIE = 'ridgeline-signed-in';

/** The one value the cookie holds, whoever signed in. */
export const SIGNED_IN_VALUE = '1';

/** A signed-in shopper as the browser may know them: nothing but the fact. */
export type SignedInShopper = Record<string, never>;

/**
 * The signed-in shopper named by a `Cookie` header (`document.cookie`), or undefined for a guest. Any non-empty value
 * counts (a cookie written before this change held the first name: it still means signed in, and is never read).
 */
export function signedInFromCookies(cookieHeader: string | null | undefined): SignedInShopper | undefined {
  const raw = parseCookies(cookieHeader)[SIGNED_IN_COOKIE]?.trim();
  return raw ? {} : undefined;
}
