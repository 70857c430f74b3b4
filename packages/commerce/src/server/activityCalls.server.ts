/**
 * What the storefront's activity endpoint accepts from the browser (docs/decisions/0005-einstein-identity.md): the
 * calls a path may name, the anchors a recommendation body may carry, and the endpoint's limits.
 */
import { BROWSER_ACTIVITIES, EINSTEIN_NAME, type BrowserActivity, type RecsAnchors } from './einstein.server';

/** The anonymous activity id of a browser without a commerce session (HttpOnly: no script reads it). */
export const ACTIVITY_ID_COOKIE = 'ridgeline-activity-id';
/** As long as a shopper session lasts (SLAS refresh tokens: 30 days). */
export const ACTIVITY_ID_MAX_AGE_S = 30 * 24 * 3600;
/** An activity body is a few ids and a phrase; a viewCategory lists a page of products. */
export const ACTIVITY_BODY_MAX_BYTES = 16 * 1024;
/**
 * Per client address: a page sends a handful of calls (a view, a few recommendations, their views and clicks), so
 * 240 a minute is a busy shopper on a shared address several times over; past it a script is flooding the service
 * in the shop's name.
 */
export const ACTIVITY_RATE_LIMIT = { points: 240, durationS: 60 } as const;
/** Anchors a recommendation call may name (the product page names one; a CMS block a few). */
const MAX_ANCHORS = 24;
const ANCHOR_ID = /^[\w.-]{1,100}$/;
/** The shape of an anonymous activity id (a random UUID); anything else in the cookie is ignored. */
export const ACTIVITY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ActivityCall =
  { kind: 'activity'; name: BrowserActivity } | { kind: 'recs'; recommender: string } | { kind: 'zone'; zone: string };

/** The call a path after the endpoint names; undefined for anything else. */
export function activityCallOf(path: string): ActivityCall | undefined {
  const parts = path.split('/');
  if (parts.length === 2 && parts[0] === 'activities' && (BROWSER_ACTIVITIES as readonly string[]).includes(parts[1]!))
    return { kind: 'activity', name: parts[1] as BrowserActivity };
  if (parts.length === 2 && parts[0] === 'recs' && EINSTEIN_NAME.test(parts[1]!))
    return { kind: 'recs', recommender: parts[1]! };
  if (parts.length === 3 && parts[0] === 'zones' && parts[2] === 'recs' && EINSTEIN_NAME.test(parts[1]!))
    return { kind: 'zone', zone: parts[1]! };
  return undefined;
}

/** A recommendation body's anchors (`products` / `categories` as `[{ id }]`); undefined when malformed. */
export function anchorsOf(body: Record<string, unknown>): RecsAnchors | undefined {
  const ids = (value: unknown): string[] | undefined => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.length > MAX_ANCHORS) return undefined;
    const out = value.map((item) => (item as { id?: unknown } | null)?.id);
    return out.every((id): id is string => typeof id === 'string' && ANCHOR_ID.test(id)) ? out : undefined;
  };
  const products = ids(body.products);
  const categories = ids(body.categories);
  if (!products || !categories) return undefined;
  return { ...(products.length ? { products } : {}), ...(categories.length ? { categories } : {}) };
}
