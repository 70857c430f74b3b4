/** SCAPI error bodies and query parameter parsing shared by the shopper APIs. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const ERROR_BASE = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/';

export class ScapiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly type: string,
    readonly title: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** The SCAPI error body: `{ type, title, detail }` (RFC 7807 problem details). */
export function scapiErrorResponse(c: Context, err: ScapiError) {
  return c.body(
    JSON.stringify({ type: `${ERROR_BASE}${err.type}`, title: err.title, detail: err.detail, ...err.extra }),
    err.status,
    { 'Content-Type': 'application/problem+json' },
  );
}

export const badRequest = (type: string, title: string, detail: string, extra?: Record<string, unknown>) =>
  new ScapiError(400, type, title, detail, extra);

export function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(
    'invalid-parameter',
    'Invalid Parameter',
    `Parameter "${name}" must be true or false, got "${raw}".`,
  );
}

export function parseIntParam(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest(
      'value-out-of-range',
      'Value Out Of Range',
      `Parameter "${name}" must be an integer from ${min} to ${max}, got "${raw}".`,
    );
  }
  return n;
}

/** what the request checks resolved */
export interface RequestContext {
  locale: string;
  origin: string;
  /** the price currency asked for (`currency`), the site's own when none */
  currency: string;
}

export const notFound = (type: string, title: string, detail: string, extra?: Record<string, unknown>) =>
  new ScapiError(404, type, title, detail, extra);

/**
 * An async SCAPI route: the handler returns a body (answered as JSON with `status`, 200 by default) or a
 * Response; a thrown ScapiError becomes its problem+json answer.
 */
export const scapiRoute =
  (fn: (c: Context) => Promise<unknown> | unknown, status: ContentfulStatusCode = 200) =>
  async (c: Context): Promise<Response> => {
    try {
      const out = await fn(c);
      return out instanceof Response ? out : c.json(out as object, status);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };

/** The request's JSON body; not JSON, or not the expected kind of value, is a 400. */
export async function readJsonBody(c: Context, kind: 'object' | 'array' = 'object'): Promise<unknown> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() === '' ? (kind === 'array' ? [] : {}) : JSON.parse(text);
  } catch {
    throw badRequest('malformed-request-body', 'Malformed Request Body', 'The request body is not valid JSON.');
  }
  const ok = kind === 'array' ? Array.isArray(body) : typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!ok) {
    throw badRequest(
      'malformed-request-body',
      'Malformed Request Body',
      `The request body must be a JSON ${kind === 'array' ? 'array' : 'object'}.`,
    );
  }
  return body;
}
