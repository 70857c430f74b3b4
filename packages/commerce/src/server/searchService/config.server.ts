/**
 * Which service answers the product list, search results and quick search (`SEARCH_PROVIDER`): `scapi` (default,
 * Shopper Search) or `unbxd`, the third-party product search service (docs/behaviour/search-service.md). The
 * storefront reads it from its configuration (app/platform/commerce/searchService/config.server.ts).
 */
export type SearchProviderName = 'scapi' | 'unbxd';

/** The search service's client configuration (hostUrl, apiKey, siteKey and the strict flag). */
export interface SearchServiceConfig {
  /** `https://search.unbxd.io` on the real service. */
  hostUrl: string;
  apiKey: string;
  /** The index of one locale: `{locale}` in it stands for the locale id in lower case (`en-us`). */
  siteKeyTemplate: string;
  /**
   * Production mode: a failed answer is an error (the list shows its error page) rather than an empty result.
   * On by default; off suits a staging index that may be rebuilt under the storefront.
   */
  strict: boolean;
  /** Deadline of one call, body included. */
  timeoutMs: number;
}

export interface SearchProviderConfig {
  provider: SearchProviderName;
  /** Set when `provider` is `unbxd`. */
  service?: SearchServiceConfig;
}

/** The site key of a locale's index. */
export function siteKeyFor(config: SearchServiceConfig, localeId: string): string {
  return config.siteKeyTemplate.replaceAll('{locale}', localeId.toLowerCase());
}
