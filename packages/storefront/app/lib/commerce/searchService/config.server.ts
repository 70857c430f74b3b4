import { envFrom, type RawEnv } from '../../env.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../../upstream.server';

/**
 * Which service answers the product list, search results and quick search (`SEARCH_PROVIDER`): `scapi` (default,
 * Shopper Search) or `unbxd`, the third-party product search service (docs/behaviour/search-service.md).
 */
export type SearchProviderName = 'scapi' | 'unbxd';

/** The search service's client configuration (hostUrl, apiKey, siteKey and the strict flag). */
export interface SearchServiceConfig {
  /** `https://search.unbxd.io` on the real service; `{sandbox}/unbxd` by default. */
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

/** The sandbox's demo account (packages/sandbox README, "Search service"). */
export const SANDBOX_SEARCH_SERVICE = { apiKey: 'c3f1a7e94b2d4e08a6d5b1f07e9c2a44', siteKeyTemplate: 'ridgeline-{locale}' } as const;

/**
 * Pure: the search provider of an environment (through the one schema, app/lib/env.server.ts, which refuses a bad
 * `SEARCH_PROVIDER`, `UNBXD_STRICT` or a half-configured service, and without the sandbox requires all three settings).
 */
export function readSearchProviderConfig(env?: RawEnv): SearchProviderConfig {
  const e = envFrom(env);
  const provider = e.SEARCH_PROVIDER;
  if (provider === 'scapi') return { provider };
  return {
    provider,
    service: {
      // None of the three given: the sandbox's stand-in (readEnv has made sure there is a sandbox then).
      hostUrl: (e.UNBXD_HOST_URL ?? `${e.sandbox}/unbxd`).replace(/\/+$/, ''),
      apiKey: e.UNBXD_API_KEY ?? SANDBOX_SEARCH_SERVICE.apiKey,
      siteKeyTemplate: e.UNBXD_SITE_KEY ?? SANDBOX_SEARCH_SERVICE.siteKeyTemplate,
      strict: e.UNBXD_STRICT,
      timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, e.RENDER_BUDGET_MS),
    },
  };
}

/** The site key of a locale's index. */
export function siteKeyFor(config: SearchServiceConfig, localeId: string): string {
  return config.siteKeyTemplate.replaceAll('{locale}', localeId.toLowerCase());
}
