/**
 * The shell's custom site APIs (country verify, marketing actions by slot), called on the server with its guest token
 * through commerce-sdk-isomorphic's `helpers.callCustomEndpoint` (the custom-API shape of
 * the storefront's docs/behaviour/data-and-caching.md#custom-api-shape), like the toolkit's customer-group list. The browser never
 * holds a commerce token: it asks the storefront's own endpoints, which call these.
 */
import {
  isMarketingSlot,
  parseMarketingAction,
  type CountryOverlay,
  type MarketingAction,
  type MarketingSlot,
} from '@ridgeline/renderer';
import { countryOverlayOf, marketingSlotTag, type ServedLocaleHref } from '@ridgeline/renderer/server';
import { createSwrCache } from './cache.server';
import { tagResponse, type CdnSettings } from './cdn.server';
import { log } from './log.server';
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

/** A marketing slot's answer is the same for every visitor: shared caches may keep it as long as the server does. */
export const MARKETING_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';

const marketingJson = (body: unknown, status: number, cacheControl: string) =>
  Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });

/**
 * The storefront's `GET /__ridgeline/marketing/{slot}` → `{ action }` (null when the slot is inactive), tagged
 * `rl-all` and `rl-m-{slot}` for the CDN. An unknown slot → 404; the marketing API failing → 502 `no-store` (logged),
 * which the overlays treat as "no action".
 */
export async function marketingSlotResponse(
  config: CommerceConfig,
  slot: string,
  locale: string,
  tokens: GuestTokenSource,
  cdn: CdnSettings,
): Promise<Response> {
  if (!isMarketingSlot(slot))
    return marketingJson({ message: `Unknown marketing slot "${slot}"` }, 404, 'public, max-age=0, s-maxage=60');
  try {
    const action = await marketingAction(config, slot, locale, tokens);
    return tagResponse(marketingJson({ action }, 200, MARKETING_CACHE_CONTROL), [marketingSlotTag(slot)], cdn);
  } catch (error) {
    log.warn({ event: 'marketing-slot-failed', slot }, error instanceof Error ? error.message : String(error));
    return marketingJson({ message: 'The marketing slot could not be loaded' }, 502, 'no-store');
  }
}
