import { getCommerceConfig } from './commerce.server';
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

let shared: ListServices | undefined;

export function getListServices(): ListServices {
  if (!shared) {
    const scapi = createScapiSearch(getCommerceConfig());
    shared = { search: scapi, categories: scapi };
  }
  return shared;
}
