import { isIPv4 } from 'node:net';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import type { CommerceConfig } from './config.js';
import type { CustomerGroup } from './customer-groups.js';
import { badRequest, ScapiError, scapiErrorResponse } from './errors.js';
import { checkRequest } from './shopper-api.js';

/** The Shopper Context body (commerce-sdk-isomorphic `ShopperContextsTypes.ShopperContext`). */
export interface ShopperContext {
  effectiveDateTime?: string;
  sourceCode?: string;
  customerGroupIds?: string[];
  customQualifiers?: Record<string, string>;
  assignmentQualifiers?: Record<string, string>;
  clientIp?: string;
  geoLocation?: Record<string, unknown>;
  couponCodes?: string[];
}

const FIELDS = new Set([
  'effectiveDateTime',
  'sourceCode',
  'customerGroupIds',
  'customQualifiers',
  'assignmentQualifiers',
  'clientIp',
  'geoLocation',
  'couponCodes',
]);
const MAX_QUALIFIERS = 20;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const invalid = (detail: string) => badRequest('invalid-request-body', 'Invalid Request Body', detail);

/**
 * Applies a body to a context: PUT replaces (`base` empty), PATCH merges. `null` removes a field, and
 * inside the qualifier maps a `null` value removes that key.
 */
function apply(base: ShopperContext, body: unknown, groupIds: ReadonlySet<string>): ShopperContext {
  if (!isObject(body)) throw invalid('The request body must be a JSON object.');
  const next: ShopperContext = structuredClone(base);
  const out = next as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    if (!FIELDS.has(key)) throw invalid(`Unknown property "${key}" (allowed: ${[...FIELDS].join(', ')}).`);
    if (value === null) {
      delete out[key];
      continue;
    }
    switch (key) {
      case 'effectiveDateTime':
        if (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
          throw invalid(
            `"effectiveDateTime" must be an ISO 8601 date-time such as 2027-03-20T08:00:00Z, got ${JSON.stringify(value)}.`,
          );
        }
        next.effectiveDateTime = value;
        break;
      case 'sourceCode':
        if (typeof value !== 'string') throw invalid('"sourceCode" must be a string.');
        next.sourceCode = value;
        break;
      case 'customerGroupIds':
      case 'couponCodes': {
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
          throw invalid(`"${key}" must be an array of non-empty strings.`);
        }
        if (key === 'customerGroupIds') {
          const unknown = value.filter((v) => !groupIds.has(v as string));
          if (unknown.length) {
            throw badRequest(
              'customer-group-not-found',
              'Customer Group Not Found',
              `Unknown customer group(s): ${unknown.join(', ')}.`,
            );
          }
        }
        out[key] = [...new Set(value as string[])];
        break;
      }
      case 'customQualifiers':
      case 'assignmentQualifiers': {
        if (!isObject(value)) throw invalid(`"${key}" must be an object of string values.`);
        const merged: Record<string, string> = { ...((out[key] as Record<string, string> | undefined) ?? {}) };
        for (const [k, v] of Object.entries(value)) {
          if (v === null) delete merged[k];
          else if (typeof v !== 'string') throw invalid(`"${key}.${k}" must be a string.`);
          else merged[k] = v;
        }
        if (Object.keys(merged).length > MAX_QUALIFIERS)
          throw invalid(`"${key}" holds at most ${MAX_QUALIFIERS} key-value pairs.`);
        if (Object.keys(merged).length) out[key] = merged;
        else delete out[key];
        break;
      }
      case 'clientIp':
        if (typeof value !== 'string' || !isIPv4(value))
          throw invalid(`"clientIp" must be an IPv4 address, got ${JSON.stringify(value)}.`);
        next.clientIp = value;
        break;
      case 'geoLocation':
        if (!isObject(value)) throw invalid('"geoLocation" must be an object.');
        for (const [k, range] of [
          ['latitude', 90],
          ['longitude', 180],
        ] as const) {
          const n = value[k];
          if (n !== undefined && (typeof n !== 'number' || Math.abs(n) > range))
            throw invalid(`"geoLocation.${k}" must be a number from -${range} to ${range}.`);
        }
        next.geoLocation = value;
        break;
    }
  }
  return next;
}

export interface ShopperContextStore {
  /** `${siteId}:${usid}` → context */
  readonly contexts: Map<string, ShopperContext>;
}

/**
 * Shopper Context (`/shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}?siteId=`), in memory:
 * PUT creates or replaces (201, no body), PATCH updates an existing one (200, the context), GET reads (200),
 * DELETE removes (204); 404 for a usid without a context; Bearer token required like every shopper API.
 */
export function createShopperContextApi(
  config: CommerceConfig,
  auth: AuthService,
  groups: readonly CustomerGroup[],
): { app: Hono } & ShopperContextStore {
  const contexts = new Map<string, ShopperContext>();
  const groupIds = new Set(groups.map((g) => g.id));
  const app = new Hono();
  const path = '/shopper/shopper-context/v1/organizations/:org/shopper-context/:usid';

  const handle = (fn: (c: Context, key: string) => Response | Promise<Response>) => async (c: Context) => {
    try {
      checkRequest(c, config, auth);
      const usid = c.req.param('usid') ?? '';
      if (!usid.trim())
        throw badRequest('missing-parameter', 'Missing Parameter', 'Required path parameter "usid" is missing.');
      return await fn(c, `${c.req.query('siteId')}:${usid}`);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };
  const notFound = (c: Context) =>
    new ScapiError(
      404,
      'shopper-context-not-found',
      'Shopper Context Not Found',
      `No shopper context exists for usid "${c.req.param('usid')}".`,
    );
  const body = async (c: Context): Promise<unknown> => {
    try {
      return await c.req.json();
    } catch {
      throw invalid('The request body must be JSON.');
    }
  };
  const withoutIp = (c: Context, ctx: ShopperContext): ShopperContext => {
    // evaluateContextWithClientIp=false: the clientIp is used for this call only and not saved
    if (c.req.query('evaluateContextWithClientIp') !== 'false') return ctx;
    const { clientIp: _ignored, ...rest } = ctx;
    return rest;
  };

  app.put(
    path,
    handle(async (c, key) => {
      contexts.set(key, withoutIp(c, apply({}, await body(c), groupIds)));
      return c.body(null, 201);
    }),
  );
  app.patch(
    path,
    handle(async (c, key) => {
      const current = contexts.get(key);
      if (!current) throw notFound(c);
      const next = withoutIp(c, apply(current, await body(c), groupIds));
      contexts.set(key, next);
      return c.json(next);
    }),
  );
  app.get(
    path,
    handle((c, key) => {
      const current = contexts.get(key);
      if (!current) throw notFound(c);
      return c.json(current);
    }),
  );
  app.delete(
    path,
    handle((c, key) => {
      if (!contexts.delete(key)) throw notFound(c);
      return c.body(null, 204);
    }),
  );
  return { app, contexts };
}
