import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { productPagePath, type Catalog, type CatalogProduct } from './catalog.js';
import type { CommerceConfig } from './config.js';
import { colorsOf, imageNames } from './serialize.js';

/**
 * The recommendation and activity service (Einstein API, `https://api.cquotient.com/v3/...`):
 * recommenders list, recommendations by recommender and by zone (deterministic rules over the demo
 * catalogue), and activity endpoints that answer 200 and only keep an in-memory log (read back at
 * `GET /__sandbox/activities`).
 */

export interface Recommender {
  name: string;
  description: string;
  recommenderType: string;
}

export const RECOMMENDERS: readonly Recommender[] = [
  {
    name: 'pdp-similar-items',
    description: 'Products from the same category as the products given, best rated first',
    recommenderType: 'similar-products',
  },
  {
    name: 'complete-the-look',
    description: 'Products from other departments that go with the products given',
    recommenderType: 'complementary-products',
  },
  {
    name: 'home-top-rated',
    description: 'Best rated products, within the categories given if any',
    recommenderType: 'top-sellers',
  },
  {
    name: 'new-arrivals',
    description: 'Newest products, within the categories given if any',
    recommenderType: 'recently-added',
  },
  {
    name: 'recently-viewed',
    description: 'Products this shopper (cookieId) viewed, newest first',
    recommenderType: 'recently-viewed',
  },
];

export const ZONES: Readonly<Record<string, { recommender: string; displayMessage: string }>> = {
  'home-top-picks': { recommender: 'home-top-rated', displayMessage: 'Trail-tested favourites' },
  'home-new-arrivals': { recommender: 'new-arrivals', displayMessage: 'Just landed' },
  'pdp-you-may-also-like': { recommender: 'pdp-similar-items', displayMessage: 'You may also like' },
  'pdp-complete-the-look': { recommender: 'complete-the-look', displayMessage: 'Complete the look' },
  'cart-recently-viewed': { recommender: 'recently-viewed', displayMessage: 'Recently viewed' },
  // The header's weather drawer (its recommendations for today's forecast).
  'weather-widget': { recommender: 'home-top-rated', displayMessage: 'Made for sunny days' },
};

export const ACTIVITIES = [
  'viewProduct',
  'viewSearch',
  'clickSearch',
  'viewCategory',
  'clickCategory',
  'viewReco',
  'clickReco',
  'viewPage',
  'beginCheckout',
  'checkoutStep',
  'addToCart',
] as const;

export interface ActivityRecord {
  siteId: string;
  activity: string;
  body: Record<string, unknown>;
  at: number;
}

export const MAX_RECS = 12;

interface RecsInput {
  products: string[];
  categories: string[];
  cookieId?: string;
}

const ids = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((x) =>
        typeof x === 'string'
          ? [x]
          : x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string'
            ? [(x as { id: string }).id]
            : [],
      )
    : [];

const topLevel = (catalog: Catalog, p: CatalogProduct): string | undefined => {
  let c = catalog.categories.get(p.seed.cat);
  while (c?.parent && c.parent.parent) c = c.parent;
  return c?.id;
};

const byRating = (a: CatalogProduct, b: CatalogProduct) =>
  b.seed.rating * Math.log10(10 + b.seed.reviews) - a.seed.rating * Math.log10(10 + a.seed.reviews) ||
  a.position - b.position;

/** Resolves variant ids to their masters; unknown ids are dropped. */
function masters(catalog: Catalog, list: string[]): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  for (const id of list) {
    const p = catalog.productById.get(id) ?? catalog.variantById.get(id)?.product;
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

export function recommend(
  catalog: Catalog,
  recommender: string,
  input: RecsInput,
  log: readonly ActivityRecord[],
): CatalogProduct[] {
  const anchors = masters(catalog, input.products);
  const inCats = (p: CatalogProduct) => !input.categories.length || input.categories.some((c) => p.inCategories.has(c));
  const rest = catalog.products.filter((p) => !anchors.includes(p) && p.variants.some((v) => v.ats > 0));
  let picked: CatalogProduct[];
  switch (recommender) {
    case 'pdp-similar-items': {
      if (!anchors.length) {
        picked = rest.filter(inCats).sort(byRating);
        break;
      }
      const same = rest.filter((p) => anchors.some((a) => a.seed.cat === p.seed.cat)).sort(byRating);
      const near = rest
        .filter(
          (p) =>
            !same.includes(p) &&
            anchors.some(
              (a) => topLevel(catalog, a) === topLevel(catalog, p) && (a.seed.g === p.seed.g || p.seed.g === 'u'),
            ),
        )
        .sort(byRating);
      picked = [...same, ...near];
      break;
    }
    case 'complete-the-look': {
      const genders = new Set(anchors.map((a) => a.seed.g));
      const tops = new Set(anchors.map((a) => topLevel(catalog, a)));
      const pool = rest
        .filter((p) => !tops.has(topLevel(catalog, p)) && (!genders.size || genders.has(p.seed.g) || p.seed.g === 'u'))
        .filter(inCats)
        .sort(byRating);
      // round-robin over departments so the set mixes footwear, gear and clothing
      const groups = new Map<string, CatalogProduct[]>();
      for (const p of pool) {
        const k = p.seed.cat;
        groups.set(k, [...(groups.get(k) ?? []), p]);
      }
      picked = [];
      for (let i = 0; picked.length < pool.length; i += 1) {
        for (const g of groups.values()) if (g[i]) picked.push(g[i]!);
      }
      break;
    }
    case 'home-top-rated':
      picked = rest.filter(inCats).sort(byRating);
      break;
    case 'new-arrivals':
      picked = rest
        .filter((p) => p.isNew && inCats(p))
        .sort((a, b) => b.seed.released.localeCompare(a.seed.released) || a.position - b.position);
      break;
    case 'recently-viewed': {
      const seen: string[] = [];
      for (let i = log.length - 1; i >= 0; i -= 1) {
        const r = log[i]!;
        if (r.activity !== 'viewProduct' || !input.cookieId || r.body.cookieId !== input.cookieId) continue;
        const product = r.body.product as { id?: string } | undefined;
        if (product?.id && !seen.includes(product.id)) seen.push(product.id);
      }
      picked = masters(catalog, seen).filter((p) => !anchors.includes(p));
      break;
    }
    default:
      picked = [];
  }
  return picked.slice(0, MAX_RECS);
}

export interface EinsteinService {
  app: Hono;
  activities: ActivityRecord[];
}

const einsteinError = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json({ error: { status, message } }, status);

export function createEinsteinApi(getCatalog: () => Catalog, config: CommerceConfig): EinsteinService {
  const activities: ActivityRecord[] = [];
  const app = new Hono();
  const sites = [config.einsteinSiteId, config.siteId];

  app.use('/v3/*', async (c, next) => {
    const clientId = c.req.header('x-cq-client-id');
    if (!clientId) return einsteinError(c, 401, 'The x-cq-client-id header is required.');
    if (clientId !== config.einsteinClientId) return einsteinError(c, 401, `Unknown client id "${clientId}".`);
    return next();
  });

  const readBody = async (c: Context): Promise<Record<string, unknown> | undefined> => {
    const text = await c.req.text();
    if (!text) return {};
    try {
      const body = JSON.parse(text) as unknown;
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };

  const respond = async (c: Context, recommender: string, extra: Record<string, unknown> = {}) => {
    const body = await readBody(c);
    if (!body) return einsteinError(c, 400, 'The request body must be a JSON object.');
    const catalog = getCatalog();
    const origin = new URL(c.req.url).origin;
    const picked = recommend(
      catalog,
      recommender,
      {
        products: ids(body.products),
        categories: ids(body.categories),
        ...(typeof body.cookieId === 'string' ? { cookieId: body.cookieId } : {}),
      },
      activities,
    );
    return c.json({
      recommenderName: recommender,
      ...extra,
      recoUUID: randomUUID(),
      recs: picked.map((p) => ({
        id: p.id,
        product_name: p.name,
        image_url: `${origin}/i/${config.mediaEndpoint}/${imageNames(p.id, colorsOf(p)[0]!).front}`,
        product_url: productPagePath(p),
      })),
    });
  };

  app.get('/v3/personalization/recommenders/:siteId', (c) => {
    if (!sites.includes(c.req.param('siteId')))
      return einsteinError(c, 404, `Unknown site "${c.req.param('siteId')}".`);
    const aliases = Object.entries(config.recommenderAliases).flatMap(([name, target]) => {
      const answeredBy = RECOMMENDERS.find((r) => r.name === target);
      return answeredBy ? [{ ...answeredBy, name }] : [];
    });
    return c.json({ recommenders: [...RECOMMENDERS, ...aliases] });
  });

  app.post('/v3/personalization/recs/:siteId/:recommender', (c) => {
    if (!sites.includes(c.req.param('siteId')))
      return einsteinError(c, 404, `Unknown site "${c.req.param('siteId')}".`);
    const name = c.req.param('recommender');
    const answeredBy = RECOMMENDERS.some((r) => r.name === name)
      ? name
      : Object.hasOwn(config.recommenderAliases, name)
        ? config.recommenderAliases[name]
        : undefined;
    if (!answeredBy || !RECOMMENDERS.some((r) => r.name === answeredBy))
      return einsteinError(c, 404, `Unknown recommender "${name}".`);
    // the answer names the recommender asked for, as Einstein does
    return respond(c, answeredBy, { recommenderName: name });
  });

  app.post('/v3/personalization/:siteId/zones/:zone/recs', (c) => {
    if (!sites.includes(c.req.param('siteId')))
      return einsteinError(c, 404, `Unknown site "${c.req.param('siteId')}".`);
    const zone = ZONES[c.req.param('zone')];
    if (!zone) return einsteinError(c, 404, `Unknown zone "${c.req.param('zone')}".`);
    return respond(c, zone.recommender, { displayMessage: zone.displayMessage });
  });

  app.post('/v3/activities/:siteId/:activity', async (c) => {
    const siteId = c.req.param('siteId');
    if (!sites.includes(siteId)) return einsteinError(c, 404, `Unknown site "${siteId}".`);
    const activity = c.req.param('activity');
    if (!(ACTIVITIES as readonly string[]).includes(activity))
      return einsteinError(c, 404, `Unknown activity "${activity}".`);
    const body = await readBody(c);
    if (!body) return einsteinError(c, 400, 'The request body must be a JSON object.');
    activities.push({ siteId, activity, body, at: Date.now() });
    if (activities.length > 1000) activities.splice(0, activities.length - 1000);
    return c.json({ requestId: randomUUID() });
  });

  /**
   * Diagnostics: the activities received, oldest first (the last 1000 are kept), for a developer or a test to check
   * what a page sent. `activity`, `cookieId` and `userId` narrow the list; `limit` keeps the newest ones (default 100).
   */
  app.get('/__sandbox/activities', (c) => {
    const activity = c.req.query('activity');
    const cookieId = c.req.query('cookieId');
    const userId = c.req.query('userId');
    const limitParam = c.req.query('limit');
    const limit = limitParam === undefined ? 100 : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return einsteinError(c, 400, 'limit must be a whole number from 1 to 1000.');
    if (activity !== undefined && !(ACTIVITIES as readonly string[]).includes(activity))
      return einsteinError(c, 400, `Unknown activity "${activity}".`);
    const matching = activities.filter(
      (record) =>
        (activity === undefined || record.activity === activity) &&
        (cookieId === undefined || record.body.cookieId === cookieId) &&
        (userId === undefined || record.body.userId === userId),
    );
    return c.json({
      activities: matching.slice(-limit).map(({ siteId, activity: name, body, at }) => ({
        siteId,
        activity: name,
        body,
        receivedAt: new Date(at).toISOString(),
      })),
    });
  });

  return { app, activities };
}
