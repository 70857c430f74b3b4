/**
 * Secrets in addresses kept out of the logs (README, "Secrets in logs"). The sign-in landings carry one-time
 * credentials in their query: `/passwordless-login-callback?token=…`, `/reset-password-callback?token=…&email=…`,
 * `/social-callback?code=…&state=…&usid=…` and `/callback`. Whoever reads a log line must not be able to use them,
 * so the access log (`server.mjs`, morgan) and the page-render log (`renderCache.server.ts`) write each address
 * through `redactUrl`. Plain JavaScript callers reach this module through the server build's entry module.
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

/** The parts of morgan's token functions the access log line reads. */
export interface AccessLogTokens {
  method(req: unknown, res: unknown): string | undefined;
  url(req: unknown, res: unknown): string | undefined;
  status(req: unknown, res: unknown): string | undefined;
  res(req: unknown, res: unknown, header: string): string | undefined;
  'response-time'(req: unknown, res: unknown): string | undefined;
}

/**
 * The access log line (a morgan format function): morgan's `tiny` format, `GET /path?query 200 1234 - 5.678 ms`,
 * with the address redacted. `server.mjs` installs it as `morgan(accessLogLine)`.
 */
export function accessLogLine(tokens: AccessLogTokens, req: unknown, res: unknown): string {
  const or = (value: string | undefined) => value ?? '-';
  return `${or(tokens.method(req, res))} ${redactUrl(or(tokens.url(req, res)))} ${or(tokens.status(req, res))} ${or(tokens.res(req, res, 'content-length'))} - ${or(tokens['response-time'](req, res))} ms`;
}
