import { commerceConfigFor } from './commerce.server';
import { sharedGuestTokenSource } from './token.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../urls';
import type { CategorySource, ProductSearchProvider } from './productSearch';
import { createScapiSearch } from './scapiSearch.server';

/**
 * The product list's services: the search provider (`SEARCH_PROVIDER`, default `scapi`: Shopper Search) and the
 * category source (always Shopper Products: the category's name and parent chain come from the catalogue whichever
 * provider searches). One per process.
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
    shared.set(locale.id, (services = { search: scapi, categories: scapi }));
  }
  return services;
}
