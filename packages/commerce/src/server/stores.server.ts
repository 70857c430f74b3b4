import { sanitizeRichText } from '@ridgeline/renderer/server';
import { STORE_LOCATOR_CONFIG, type StoreLocatorConfig } from '../stores/config';
import { roundCoordinate, type StoreSearchResult, type StoreView } from '../stores/rules';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { log, messageOf } from './log.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, type GuestTokenSource, withGuestToken } from './token.server';
import { staleIfSlowMs, withDeadline } from './upstream.server';

/** One store search, guest token included, ends after this long. */
export const STORE_SEARCH_TIMEOUT_MS = 10_000;
/** Where to search: a country and postal code, or coordinates. */
export type StoreSearchWhere = { countryCode: string; postalCode: string } | { latitude: number; longitude: number };

export interface StoreSearchService {
  search(where: StoreSearchWhere): Promise<StoreSearchResult>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A Shopper Stores store → the locator's, leaving out what it does not show; its hours sanitized like CMS rich text. */
export function toStoreView(raw: unknown): StoreView | undefined {
  const store = raw as Record<string, unknown> | null;
  const id = text(store?.id);
  if (!store || !id) return undefined;
  const view: StoreView = { id, name: text(store.name) ?? id };
  for (const field of [
    'address1',
    'city',
    'stateCode',
    'postalCode',
    'countryCode',
    'distanceUnit',
    'phone',
    'inventoryId',
  ] as const) {
    const value = text(store[field]);
    if (value) view[field] = value;
  }
  if (typeof store.distance === 'number' && Number.isFinite(store.distance)) view.distance = store.distance;
  const hours = text(store.storeHours);
  if (hours) {
    const clean = sanitizeRichText(hours).trim();
    if (clean) view.storeHours = clean;
  }
  return view;
}

/**
 * The store search over Shopper Stores `searchStores` (commerce-sdk-isomorphic) with the guest session it is given (the
 * app's, `options.tokens`; a session of its own otherwise):
 * the configured radius and unit, `limit` = the cap (200), in the request's locale. Results are cached per place and
 * locale (900 s fresh + 900 s stale, stale-if-error); a failure is thrown to the caller, which shows a message.
 */
export function createStoreSearch(
  config: CommerceConfig,
  options: { tokens?: GuestTokenSource; cache?: SwrCache; locator?: StoreLocatorConfig; fetchImpl?: typeof fetch } = {},
): StoreSearchService {
  const locator = options.locator ?? STORE_LOCATOR_CONFIG;
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const cache =
    options.cache ??
    createSwrCache({
      maxEntries: 2_000,
      maxPendingMs: STORE_SEARCH_TIMEOUT_MS + 1_000,
      staleIfSlowMs: staleIfSlowMs(config.timeoutMs),
    });
  const base = options.fetchImpl ? clientConfig(config, options.fetchImpl as never) : clientConfig(config);
  return {
    search(where) {
      const key = `stores:${config.organizationId}/${config.siteId}/${config.locale}:${JSON.stringify(where)}`;
      return cache.get(key, () =>
        withDeadline(STORE_SEARCH_TIMEOUT_MS, 'Store search timeout', (signal) =>
          withGuestToken(tokens, async (headers) => {
            const client = new sdk.ShopperStores({ ...base, headers, fetchOptions: { signal } });
            const result = await client.searchStores({
              parameters: {
                ...where,
                locale: config.locale,
                maxDistance: locator.radius,
                distanceUnit: locator.radiusUnit,
                limit: locator.maxStores,
              },
            });
            const stores = (Array.isArray(result.data) ? result.data : [])
              .map(toStoreView)
              .filter((s): s is StoreView => Boolean(s));
            const total = typeof result.total === 'number' && result.total >= 0 ? result.total : stores.length;
            return { stores: stores.slice(0, locator.maxStores), total };
          }),
        ),
      );
    },
  };
}

const NO_STORE = 'no-store';
const JSON_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=300';

function jsonAnswer(body: unknown, status: number, cacheControl: string) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/** Logged (warn) when a store search fails: the page or the island shows a message instead. */
export function logStoreSearchFailure(error: unknown): void {
  log.warn({ event: 'store-search-failed' }, messageOf(error));
}

/** Where a JSON search asks for: coordinates (rounded, in range) or a country and postal code; undefined when neither. */
export function searchWhere(params: URLSearchParams): StoreSearchWhere | undefined {
  const lat = params.get('latitude');
  const lon = params.get('longitude');
  if (lat !== null || lon !== null) {
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (
      lat === null ||
      lon === null ||
      lat.trim() === '' ||
      lon.trim() === '' ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      return undefined;
    return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
  }
  const countryCode = (params.get('countryCode') ?? '').trim().toUpperCase();
  const postalCode = (params.get('postalCode') ?? '').trim();
  if (!/^[A-Z]{2}$/.test(countryCode) || postalCode === '' || postalCode.length > 10) return undefined;
  return { countryCode, postalCode };
}

/** What one store search needs: the search (a locale's clients) and the locator's settings. */
export interface StoreSearchDeps {
  search: StoreSearchService;
  config: StoreLocatorConfig;
}

/**
 * The store locator island's search as JSON `{ stores, total }`, by `countryCode` + `postalCode` or by `latitude` +
 * `longitude` (rounded to 3 decimals); `depsFor` gets the `locale` parameter as given. Public for 5 minutes (nothing
 * personal: the coordinates are in the address, not in a cookie); bad parameters 400, a failed search 502, both
 * `no-store`.
 */
export async function storeSearchResponse(
  request: Request,
  depsFor: (locale: string | undefined) => StoreSearchDeps,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return jsonAnswer({ error: 'Method not allowed' }, 405, NO_STORE);
  const params = new URL(request.url).searchParams;
  const { search, config } = depsFor(params.get('locale') ?? undefined);
  if (!config.enabled) return jsonAnswer({ error: 'Not found' }, 404, NO_STORE);
  const where = searchWhere(params);
  if (!where)
    return jsonAnswer({ error: 'Give countryCode and postalCode, or latitude and longitude.' }, 400, NO_STORE);
  if (
    'countryCode' in where &&
    config.supportedCountries.length > 0 &&
    !config.supportedCountries.some((c) => c.countryCode === where.countryCode)
  ) {
    return jsonAnswer({ error: `Country ${where.countryCode} is not offered.` }, 400, NO_STORE);
  }
  try {
    return jsonAnswer(await search.search(where), 200, JSON_CACHE);
  } catch (error) {
    logStoreSearchFailure(error);
    return jsonAnswer({ error: 'Store search failed' }, 502, NO_STORE);
  }
}
