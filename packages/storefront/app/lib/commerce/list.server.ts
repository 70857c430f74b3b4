import { commerceConfigFor, getCommerce } from './commerce.server';
import { sharedGuestTokenSource } from './token.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../urls';
import type { CategorySource, ProductSearchProvider } from './productSearch';
import { createScapiSearch } from './scapiSearch.server';
import { createSearchServiceClient } from './searchService/client.server';
import { readSearchProviderConfig } from './searchService/config.server';
import { createSearchServiceProvider } from './searchService/search.server';

/**
 * The product list's services: the search provider (`SEARCH_PROVIDER`: `scapi`, the default, is Shopper Search;
 * `unbxd` is the third-party search service, its hits enriched by Shopper Products) and the category source (always
 * Shopper Products: the category's name and parent chain come from the catalogue whichever provider searches). One
 * per locale per process.
 */
export interface ListServices {
  search: ProductSearchProvider;
  categories: CategorySource;
}

const shared = new Map<string, ListServices>();

/** The list's services in a shop locale (names, labels and prices in its language and currency); one guest token. */
export function getListServices(locale: ShopLocale = DEFAULT_LOCALE): ListServices {
  let services = shared.get(locale.id);
  if (!services) {
    const config = commerceConfigFor(locale);
    const scapi = createScapiSearch(config, { tokens: sharedGuestTokenSource(config) });
    const { service } = readSearchProviderConfig();
    const search = service
      ? createSearchServiceProvider({ client: createSearchServiceClient(service), commerce: getCommerce(locale), localeId: locale.id, currency: config.currency })
      : scapi;
    shared.set(locale.id, (services = { search, categories: scapi }));
  }
  return services;
}
