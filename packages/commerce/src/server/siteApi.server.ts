/**
 * The shell's custom site APIs (country verify, marketing actions by slot), called on the server with its guest token
 * through commerce-sdk-isomorphic's `helpers.callCustomEndpoint` (the custom-API shape of
 * the storefront's docs/behaviour/data-and-caching.md#custom-api-shape), like the toolkit's customer-group list. The browser never
 * holds a commerce token: it asks the storefront's own endpoints, which call these.
 */
import {
  parseMarketingAction,
  type CountryOverlay,
  type MarketingAction,
  type MarketingSlot,
} from '@ridgeline/renderer';
import { countryOverlayOf, type ServedLocaleHref } from '@ridgeline/renderer/server';
import { createSwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, type GuestTokenSource } from './token.server';

/** An answer that was not 2xx, with its status (the custom-API error message). */
export class SiteApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`Request failed with status ${status} ${statusText}`.trim());
    this.name = 'SiteApiError';
  }
}

async function call(
  config: CommerceConfig,
  apiName: string,
  endpointPath: string,
  parameters: Record<string, string>,
  authorization: string,
): Promise<Response> {
  return (await sdk.helpers.callCustomEndpoint({
    options: {
      method: 'GET',
      headers: { authorization },
      parameters: { siteId: config.siteId, ...parameters },
      customApiPathParameters: { apiName, endpointPath },
    },
    clientConfig: { ...clientConfig(config), throwOnBadResponse: false },
    rawResponse: true,
  })) as Response;
}

/**
 * GET a custom site API endpoint of `config`'s site as JSON with the app's guest session (`tokens`; a 401 retried once
 * with a new guest token). The SDK's fetch has the config's timeout.
 */
export async function getSiteApi(
  config: CommerceConfig,
  apiName: string,
  endpointPath: string,
  parameters: Record<string, string>,
  tokens: GuestTokenSource,
): Promise<unknown> {
  let response = await call(config, apiName, endpointPath, parameters, `Bearer ${await tokens.get()}`);
  if (response.status === 401) {
    tokens.invalidate();
    response = await call(config, apiName, endpointPath, parameters, `Bearer ${await tokens.get()}`);
  }
  if (!response.ok) throw new SiteApiError(response.status, response.statusText);
  return response.json();
}

/**
 * The cache of the shell's site-API answers (the commerce stale-while-revalidate cache): the same for every visitor
 * with the same inputs, fresh for 300 s, then refreshed in the background for 300 s more; an hour of stale-if-error.
 */
export const SITE_API_CACHE_TIMES = { freshMs: 300_000, staleMs: 300_000, staleIfErrorMs: 3_600_000 } as const;
export const siteApiCache = createSwrCache({ ...SITE_API_CACHE_TIMES, maxEntries: 500 });

/**
 * The country selector's overlay for a locale and a visiting country (custom site API `country`, endpoint `verify`,
 * v1); cached. `servedHref` links the locales the shop serves to their home page.
 */
export function verifyCountry(
  config: CommerceConfig,
  locale: string,
  country: string,
  tokens: GuestTokenSource,
  servedHref: ServedLocaleHref,
): Promise<CountryOverlay | null> {
  return siteApiCache.get(`country|${locale}|${country}`, async () =>
    countryOverlayOf(
      await getSiteApi(config, 'country', 'verify', { locale, countryCode: country }, tokens),
      servedHref,
    ),
  );
}

/**
 * A marketing slot's active action in a served locale (custom site API `marketing`, `slots/{slotId}`), cached; null
 * when inactive, or a slot the API does not know (404). Other failures throw.
 */
export function marketingAction(
  config: CommerceConfig,
  slot: MarketingSlot,
  locale: string,
  tokens: GuestTokenSource,
): Promise<MarketingAction | null> {
  return siteApiCache.get(`marketing|${slot}|${locale}`, async () => {
    try {
      return parseMarketingAction(await getSiteApi(config, 'marketing', `slots/${slot}`, { locale }, tokens));
    } catch (error) {
      if (error instanceof SiteApiError && error.status === 404) return null;
      throw error;
    }
  });
}
