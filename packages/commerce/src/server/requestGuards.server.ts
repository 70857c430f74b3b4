import { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import { log } from './log.server';

/**
 * Guards for a storefront's routes that take a body or change state: a streaming size limit (nothing past the limit
 * is ever read into memory) and a same-origin check for state-changing posts. Framework-neutral (Fetch `Request`).
 * The host compared is `request.url`'s, never a forwarded header: the server builds that URL from what it trusts
 * (the storefront's app/platform/requestOrigin.server.ts).
 */

/** A body (or an upstream answer) larger than its limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`The body is larger than ${limit} bytes.`);
  }
}

/** A body that could not be read whole (the client went away, or it sent fewer bytes than it announced). */
export class BodyReadError extends Error {
  override name = 'BodyReadError';
}

/**
 * Reads a body stream, at most `limit` bytes (raw-body). A declared length over the limit is refused before a byte
 * is read; otherwise reading stops as soon as the limit is passed. The rest is left unread: the stream is paused,
 * not cancelled, so the server can still answer (413) before it closes the connection.
 */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  declaredLength?: string | null,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const length = declaredLength && /^\d+$/.test(declaredLength) ? Number(declaredLength) : undefined;
  if (length !== undefined && length > limit) throw new BodyTooLargeError(limit);
  const stream = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  try {
    return await getRawBody(stream, { limit, ...(length !== undefined ? { length } : {}) });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw new BodyTooLargeError(limit);
    throw new BodyReadError(error instanceof Error ? error.message : String(error));
  }
}

/** A request's body, at most `limit` bytes (see `readLimitedBody`). */
export function readRequestBody(request: Request, limit: number): Promise<Buffer> {
  return readLimitedBody(request.body, limit, request.headers.get('content-length'));
}

/** The response for a body that failed `readLimitedBody`; undefined for any other error (rethrow it). */
export function bodyProblem(
  error: unknown,
  headers: Record<string, string> = {},
  shape: (message: string) => unknown = (message) => ({ message }),
): Response | undefined {
  if (error instanceof BodyTooLargeError) {
    return Response.json(shape(`The request body is too large (at most ${error.limit} bytes).`), {
      status: 413,
      // The unread rest is not worth keeping the connection for.
      headers: { 'Cache-Control': 'no-store', Connection: 'close', ...headers },
    });
  }
  if (error instanceof BodyReadError) {
    return Response.json(shape('The request body could not be read.'), {
      status: 400,
      headers: { 'Cache-Control': 'no-store', ...headers },
    });
  }
  return undefined;
}

/** `Content-Type: application/json` (any parameters). */
export function isJsonRequest(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Whether a state-changing request may be from another site, judged on what browsers send:
 *
 * - `Origin` present: it must be this request's own origin (same host and port; the scheme is not compared, since a
 *   TLS-terminating proxy may hand the request on over http). `Origin: null` (sandboxed frames, privacy redirects) is
 *   refused.
 * - No `Origin` but `Sec-Fetch-Site`: it must be `same-origin`.
 * - Neither: no current browser posts without one of them, so this is a non-browser client (curl, a server, a
 *   test's HTTP client). `allowNonBrowser` says whether the route accepts those: yes for the JSON routes (a browser
 *   cannot send cross-site JSON without a CORS preflight, which these routes never grant), no for form posts
 *   (`/__preview`), which an old browser could send cross-site with neither header.
 *
 * Returns the reason for refusing, or undefined when the request may proceed.
 */
export function crossSiteReason(
  request: Request,
  { allowNonBrowser }: { allowNonBrowser: boolean },
): string | undefined {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return 'an opaque origin';
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return 'a malformed Origin';
    }
    return host.toLowerCase() === new URL(request.url).host.toLowerCase()
      ? undefined
      : `origin ${origin.slice(0, 100)}`;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' ? undefined : `Sec-Fetch-Site ${site.slice(0, 20)}`;
  return allowNonBrowser ? undefined : 'no Origin';
}

/** A 403 for a cross-site request, logged once as one line. */
export function crossSiteRefusal(
  request: Request,
  reason: string,
  shape: (message: string) => unknown = (message) => ({ message }),
): Response {
  log.warn({ event: 'cross-site-refused', path: new URL(request.url).pathname, reason });
  return Response.json(shape('This request must come from a page of this site.'), {
    status: 403,
    headers: { 'Cache-Control': 'no-store' },
  });
}
