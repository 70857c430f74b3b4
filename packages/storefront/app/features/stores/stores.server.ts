import { sanitizeRichText } from '@ridgeline/renderer/server';
import {
  clientConfig,
  createSwrCache,
  type GuestTokenSource,
  sdk,
  createGuestTokenSource,
  type SwrCache,
  withGuestToken,
} from '@ridgeline/commerce/server';
import { commerceConfigFor } from '../../platform/commerce/commerce.server';
import type { CommerceConfig } from '../../platform/commerce/config.server';
import { staleIfSlowMs, withDeadline } from '../../platform/upstream.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../../platform/urls';
import { STORE_LOCATOR_CONFIG, type StoreLocatorConfig } from './config';
import type { StoreSearchResult, StoreView } from './rules';

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
  options: { tokens?: GuestTokenSource; cache?: SwrCache; locator?: StoreLocatorConfig } = {},
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
  const base = clientConfig(config);
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

/** The commerce site id (the chosen store's storage key is per site). */
export function storeSiteId(locale: ShopLocale = DEFAULT_LOCALE): string {
  return commerceConfigFor(locale).siteId;
}
