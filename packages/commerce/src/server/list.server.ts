import type { CommerceService } from '../types';
import type { CommerceConfig } from './config.server';
import type { GuestTokenSource } from './token.server';
import type { CategorySource, ProductSearchProvider } from '../productSearch';
import { createScapiSearch } from './scapiSearch.server';
import { createSearchServiceClient } from './searchService/client.server';
import type { SearchProviderConfig } from './searchService/config.server';
import { createSearchServiceProvider } from './searchService/search.server';

/**
 * The product list's services: the search provider (`SEARCH_PROVIDER`: `scapi`, the default, is Shopper Search;
 * `unbxd` is the third-party search service, its hits enriched by Shopper Products) and the category source (always
 * Shopper Products: the category's name and parent chain come from the catalogue whichever provider searches). One
 * per locale per process (`request/commerceClients.server.ts`).
 */
export interface ListServices {
  search: ProductSearchProvider;
  categories: CategorySource;
}

/**
 * The list's services in a shop locale (names, labels and prices in its language and currency; `config` is the
 * locale's, `commerceConfigFor(locale)`), reading with the process's guest session; the search service's hits are
 * enriched by the locale's `CommerceService`. `searchProvider` is the storefront's configured provider (the package
 * reads no environment).
 */
export function createListServices(
  locale: { readonly id: string },
  config: CommerceConfig,
  shared: { tokens: GuestTokenSource; commerce: CommerceService; searchProvider: SearchProviderConfig },
): ListServices {
  const scapi = createScapiSearch(config, { tokens: shared.tokens });
  const { service } = shared.searchProvider;
  const search = service
    ? createSearchServiceProvider({
        client: createSearchServiceClient(service),
        commerce: shared.commerce,
        localeId: locale.id,
        currency: config.currency,
      })
    : scapi;
  return { search, categories: scapi };
}
