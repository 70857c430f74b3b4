/**
 * Secrets in addresses kept out of the logs (docs/reference/storefront.md, "Secrets in logs"). The sign-in landings carry one-time
 * credentials in their query: `/passwordless-login-callback?token=…`, `/reset-password-callback?token=…&email=…`,
 * `/social-callback?code=…&state=…&usid=…` and `/callback`. Whoever reads a log line must not be able to use them,
 * so the storefront's server logger (`log.server.ts`: fields `address`, `url`, `path`) and the page-render log
 * (`renderCache.server.ts`) write each address through `redactUrl`; the access log writes no query at all.
 */

/**
 * Query parameters whose values never reach a log (compared case-insensitively): SLAS's one-time tokens and codes,
 * OAuth's `state`, the shopper's `usid`, any token a client might send in a query, and the e-mail address of the reset
 * link (personal data).
 */
export const REDACTED_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'state',
  'usid',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'email',
]);

/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

/** A query parameter's name as a server reads it (`+` is a space, percent escapes decoded), lower case. */
function parameterName(raw: string): string {
  const plain = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain).toLowerCase();
  } catch {
    // A malformed escape: compare what is there (a server library would refuse or keep it as it is).
    return plain.toLowerCase();
  }
}

/**
 * `url` (a path with its query, or an absolute URL) with the values of `REDACTED_PARAMS` replaced by `[redacted]`:
 * `/passwordless-login-callback?token=abc123&redirectUrl=%2Fcart` → `…?token=[redacted]&redirectUrl=%2Fcart`. Every
 * other character is kept as it was sent, so the line still says which page was asked for and how.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return REDACTED_PARAMS.has(parameterName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  // A fragment never reaches a server; should one be logged, it is dropped rather than judged.
  return `${url.slice(0, queryAt)}?${redacted}`;
}
