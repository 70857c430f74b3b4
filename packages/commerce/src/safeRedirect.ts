/**
 * The one same-origin check every redirect target passes (docs/behaviour/urls.md#redirects-stay-on-this-site).
 * Anything a redirect is built from that a request can influence (a form's `returnTo`, `redirectUrl`, the path of a
 * locale redirect, a legacy address, a reload of an address no route knows) goes through `sameOriginPath` before it
 * becomes a `Location` (or a meta refresh), so no crafted address can send a shopper to another site.
 *
 * Isomorphic (no Node API): the storefront's `urls.ts`, which the browser loads too, uses it for the locale redirects.
 */

/** A base no real request has: a candidate that resolves to any other origin leaves the site. */
const BASE = 'http://storefront.invalid';

/** The longest target kept: far above any page address with its query, well below Node's header limit (16 KB). */
export const MAX_REDIRECT_LENGTH = 4096;

/**
 * C0 controls and DEL: the URL parser drops tabs and newlines (`/\t/evil.example` is `//evil.example`), and a CR or
 * LF in a header would be an injection; no address of this site contains one.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * `candidate` as a path of this site (`/path?query#hash`), normalised as a browser reads it, or undefined when it
 * could lead anywhere else. Judged after normalisation, as the browser will read the `Location`: dot segments
 * resolved (`/.//evil.example` is `//evil.example`), backslashes read as slashes (`/\evil.example`); the result must
 * resolve to this origin and its path must not start with `//` (a scheme-relative URL names another host). An
 * encoded slash (`/%2F%2Fevil.example`) is a path segment, not a host, and is kept as it is.
 */
export function sameOriginPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_REDIRECT_LENGTH)
    return undefined;
  if (!candidate.startsWith('/') || candidate[1] === '/' || candidate[1] === '\\' || CONTROL.test(candidate))
    return undefined;
  // A backslash in the path is read as a slash by browsers (not by every server library): refuse it rather than guess.
  if (/^[^?#]*\\/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `candidate` when `sameOriginPath` keeps it (normalised), else `fallback` (a path the caller built itself). */
export function redirectTarget(candidate: unknown, fallback = '/'): string {
  return sameOriginPath(candidate) ?? fallback;
}
