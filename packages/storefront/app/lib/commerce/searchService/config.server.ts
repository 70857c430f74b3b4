import { cappedByBudget, COMMERCE_TIMEOUT_MS, readRenderBudget } from '../../upstream.server';

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

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Pure: the search provider of an environment. A bad `SEARCH_PROVIDER` or a half-configured service is an error at start. */
export function readSearchProviderConfig(env: Env = process.env): SearchProviderConfig {
  const provider = nonEmpty(env.SEARCH_PROVIDER) ?? 'scapi';
  if (provider === 'scapi') return { provider };
  if (provider !== 'unbxd') throw new Error(`SEARCH_PROVIDER must be scapi or unbxd, got "${provider}"`);
  const hostUrl = nonEmpty(env.UNBXD_HOST_URL);
  const apiKey = nonEmpty(env.UNBXD_API_KEY);
  const siteKeyTemplate = nonEmpty(env.UNBXD_SITE_KEY);
  // All three or none: none means the sandbox's stand-in.
  const given = [hostUrl, apiKey, siteKeyTemplate].filter(Boolean).length;
  if (given !== 0 && given !== 3) throw new Error('SEARCH_PROVIDER=unbxd needs UNBXD_HOST_URL, UNBXD_API_KEY and UNBXD_SITE_KEY together (or none of them, for the sandbox)');
  const strictRaw = nonEmpty(env.UNBXD_STRICT);
  if (strictRaw !== undefined && strictRaw !== 'true' && strictRaw !== 'false') throw new Error(`UNBXD_STRICT must be true or false, got "${strictRaw}"`);
  return {
    provider,
    service: {
      hostUrl: (hostUrl ?? `http://localhost:${nonEmpty(env.SANDBOX_PORT) ?? '4010'}/unbxd`).replace(/\/+$/, ''),
      apiKey: apiKey ?? SANDBOX_SEARCH_SERVICE.apiKey,
      siteKeyTemplate: siteKeyTemplate ?? SANDBOX_SEARCH_SERVICE.siteKeyTemplate,
      strict: strictRaw !== 'false',
      timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, readRenderBudget(env)),
    },
  };
}

/** The site key of a locale's index. */
export function siteKeyFor(config: SearchServiceConfig, localeId: string): string {
  return config.siteKeyTemplate.replaceAll('{locale}', localeId.toLowerCase());
}
