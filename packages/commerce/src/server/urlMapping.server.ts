import { withDeadline } from './upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import {
  clientConfig,
  sdkErrorStatus,
  createGuestTokenSource,
  withGuestToken,
  type GuestTokenSource,
} from './token.server';

/** A Shopper SEO `UrlMapping`: the resource an address stands for, or where it now lives. */
export interface UrlMapping {
  resourceType?: 'CATEGORY' | 'PRODUCT' | 'CONTENT_ASSET';
  resourceId?: string;
  statusCode?: number;
  destinationUrl?: string;
  copySourceParams?: boolean;
}

/** The mapping of a URL segment; null when the commerce API has none (404). Rejects when it cannot answer. */
export type UrlMappingLookup = (urlSegment: string) => Promise<UrlMapping | null>;

/**
 * Found mappings are kept 15 minutes and served stale for another 15 while they refresh; "no mapping" answers are
 * cached the same way (null), so a flood of made-up addresses asks the commerce API once per address per quarter hour
 * (the render cache in front keeps their 404 pages a minute too). Failures are not cached.
 */
export const URL_MAPPING_CACHE_TIMES = {
  freshMs: 15 * 60_000,
  staleMs: 15 * 60_000,
  staleIfErrorMs: 60 * 60_000,
} as const;
/** The lookup (guest token included) ends after this long: the shopper is waiting for a page. */
export const URL_MAPPING_TIMEOUT_MS = 3_000;

export function createUrlMappingLookup(
  config: CommerceConfig,
  options: { tokens?: GuestTokenSource; cache?: SwrCache; fetch?: typeof fetch; now?: () => number } = {},
): UrlMappingLookup {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const cache =
    options.cache ??
    createSwrCache({
      ...URL_MAPPING_CACHE_TIMES,
      maxEntries: 5_000,
      maxPendingMs: URL_MAPPING_TIMEOUT_MS + 1_000,
      ...(options.now ? { now: options.now } : {}),
    });
  const base = options.fetch ? clientConfig(config, options.fetch as never) : clientConfig(config);
  const timeoutMs = Math.min(URL_MAPPING_TIMEOUT_MS, config.timeoutMs);
  return (urlSegment) =>
    cache.get(`url-mapping:${config.siteId}:${config.locale}:${urlSegment.toLowerCase()}`, () =>
      withDeadline(timeoutMs, 'URL mapping timeout', (signal) =>
        withGuestToken(tokens, async (headers) => {
          const client = new sdk.ShopperSEO({ ...base, headers, fetchOptions: { signal } });
          try {
            return (await client.getUrlMapping({ parameters: { urlSegment, locale: config.locale } })) as UrlMapping;
          } catch (error) {
            if (sdkErrorStatus(error) === 404) return null;
            throw error;
          }
        }),
      ),
    );
}
