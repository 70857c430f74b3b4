import { data } from 'react-router';
import { notFound, NO_STORE } from '../../platform/content.server';
import { SITE_NAME } from '../../platform/seo';
import { shopLocale, DEFAULT_LOCALE, type ShopLocale } from '../../platform/urls';
import type { RequestContext } from '../../platform/request/context.server';
import { STORE_LOCATOR_CONFIG, type StoreLocatorConfig } from './config';
import { parseLocatorQuery, roundCoordinate, type StoreSearchResult } from './rules';
import type { StoreLocatorProps } from './StoreLocator';
import { intlFor } from '../../platform/i18n/catalogs.server';
import { storeLocatorDescription, storeLocatorMessagesOf } from './messages';
import { storeSiteId, type StoreSearchService, type StoreSearchWhere } from './stores.server';
import { log, messageOf } from '../../platform/log.server';

export interface StoreLocatorDeps {
  search: StoreSearchService;
  siteId: string;
  config: StoreLocatorConfig;
}

/** The locator's dependencies in a shop locale: that locale's store search (the app's clients) and the site's config. */
export const storeLocatorDeps = (search: StoreSearchService, locale: ShopLocale): StoreLocatorDeps => ({
  search,
  siteId: storeSiteId(locale),
  config: STORE_LOCATOR_CONFIG,
});

/** The request's store search (its context's clients); a context without clients is a wiring mistake, named. */
function requestStores(context: Partial<Pick<RequestContext, 'commerce'>>): StoreSearchService {
  if (!context.commerce) throw new TypeError('loadStoreLocator needs the request context’s commerce clients or deps.');
  return context.commerce.stores;
}

function logFailure(error: unknown) {
  log.warn({ event: 'store-search-failed' }, messageOf(error));
}

/**
 * `/store-locator`: reads the form's query (`country`, `postalCode`, `count`; none → the default place), searches once
 * (up to the cap, nearest first) and answers the island's props. Public: the page names no shopper, so it is cached
 * per address like the search pages; an invalid form is 400, a failed search is a page with a message, cached a minute.
 */
export async function loadStoreLocator(
  request: Request,
  context: Pick<RequestContext, 'locale' | 'cacheHeaders'> & Partial<Pick<RequestContext, 'commerce'>>,
  deps: StoreLocatorDeps = storeLocatorDeps(requestStores(context), context.locale),
) {
  if (!deps.config.enabled) throw notFound();
  const intl = intlFor(context.locale.id);
  const messages = storeLocatorMessagesOf(intl);
  const query = parseLocatorQuery(new URL(request.url).searchParams, deps.config, messages);
  let result: StoreSearchResult | undefined;
  let failed = false;
  if (query.search) {
    try {
      result = await deps.search.search(query.search);
    } catch (error) {
      logFailure(error);
      failed = true;
    }
  }
  const props: StoreLocatorProps = {
    config: deps.config,
    localeId: context.locale.id,
    siteId: deps.siteId,
    form: query.form,
    errors: query.errors,
    submitted: query.submitted,
    ...(query.search ? { origin: { kind: 'postal' as const, ...query.search } } : {}),
    ...(result ? { result } : {}),
    ...(failed ? { failed } : {}),
    count: query.count,
    messages,
  };
  const invalid = Object.keys(query.errors).length > 0;
  const headers = await context.cacheHeaders(failed ? 1 : 0);
  return data(
    { props, title: `${messages.title} | ${SITE_NAME}`, description: storeLocatorDescription(intl) },
    { status: invalid ? 400 : 200, headers },
  );
}

const JSON_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=300';

function jsonAnswer(body: unknown, status: number, cacheControl: string) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
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

/**
 * `/__ridgeline/stores` (GET): the island's search as JSON `{ stores, total }`, by `countryCode` + `postalCode` or by
 * `latitude` + `longitude` (rounded to 3 decimals), `locale` optional. Public for 5 minutes (nothing personal: the
 * coordinates are in the address, not in a cookie); bad parameters 400, a failed search 502, both `no-store`.
 */
export async function storeSearchResponse(
  request: Request,
  deps: StoreLocatorDeps | ((locale: ShopLocale) => StoreLocatorDeps),
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return jsonAnswer({ error: 'Method not allowed' }, 405, NO_STORE);
  const params = new URL(request.url).searchParams;
  const locale = shopLocale(params.get('locale') ?? undefined) ?? DEFAULT_LOCALE;
  const { search, config } = typeof deps === 'function' ? deps(locale) : deps;
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
    logFailure(error);
    return jsonAnswer({ error: 'Store search failed' }, 502, NO_STORE);
  }
}
