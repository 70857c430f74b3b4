import { envFrom, type RawEnv } from '../../env.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../../upstream.server';

import {
  siteKeyFor,
  type SearchProviderConfig,
  type SearchProviderName,
  type SearchServiceConfig,
} from '@ridgeline/commerce/server';

/**
 * Which service answers the product list, search results and quick search (`SEARCH_PROVIDER`): `scapi` (default,
 * Shopper Search) or `unbxd`, the third-party product search service (docs/behaviour/search-service.md). The types
 * and the client are @ridgeline/commerce's; the storefront reads the configuration here.
 */
export type { SearchProviderConfig, SearchProviderName, SearchServiceConfig };
export { siteKeyFor };

/** The sandbox's demo account (packages/sandbox README, "Search service"). */
export const SANDBOX_SEARCH_SERVICE = {
  apiKey: 'c3f1a7e94b2d4e08a6d5b1f07e9c2a44',
  siteKeyTemplate: 'ridgeline-{locale}',
} as const;

/**
 * Pure: the search provider of an environment (through the one schema, app/platform/env.server.ts, which refuses a bad
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
