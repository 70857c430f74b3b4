/** SCAPI error bodies and query parameter parsing shared by the shopper APIs. */
import type { Context } from 'hono';

const ERROR_BASE = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/';

export class ScapiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
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
  throw badRequest('invalid-parameter', 'Invalid Parameter', `Parameter "${name}" must be true or false, got "${raw}".`);
}

export function parseIntParam(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest('value-out-of-range', 'Value Out Of Range', `Parameter "${name}" must be an integer from ${min} to ${max}, got "${raw}".`);
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

