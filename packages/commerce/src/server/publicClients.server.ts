import type { CommerceService, TileDisplayOptions } from '../types';
import { createCategoryTreeSource, type CategoryTreeSource } from './categories.server';
import type { CommerceConfig } from './config.server';
import { createListServices, type ListServices } from './list.server';
import { createProductClient, type ProductClient } from './product.server';
import type { SearchProviderConfig } from './searchService/config.server';
import { createCommerceService } from './service.server';
import type { GuestTokenSource } from './token.server';
import { createUrlMappingLookup, type UrlMappingLookup } from './urlMapping.server';

/** The public (guest-token) readers of one shop locale: everything a page reads without a shopper's own token. */
export interface PublicCommerceClients {
  /** the block loaders' `ctx.services.commerce`, recommendations, the wish-list page's products */
  readonly commerce: CommerceService;
  /** the product page */
  readonly products: ProductClient;
  /** the menu's category tree */
  readonly categories: CategoryTreeSource;
  /** addresses no route knows (Shopper SEO) */
  readonly urlMapping: UrlMappingLookup;
  /** the product list's search provider and category source */
  readonly list: ListServices;
}

/**
 * The public readers of a shop locale over its commerce configuration (`config.locale` and `config.currency` are the
 * locale's), all with the one guest session the app shares (`tokens`). Each is made on first read and then kept by
 * the object returned: the caller (the app's registry) keeps that object; this package keeps nothing.
 */
export function createPublicCommerceClients(
  locale: { readonly id: string },
  config: CommerceConfig,
  shared: { tokens: GuestTokenSource; searchProvider: () => SearchProviderConfig; tileDisplay?: TileDisplayOptions },
): PublicCommerceClients {
  const tokens = { tokens: shared.tokens };
  const display = shared.tileDisplay ? { tileDisplay: shared.tileDisplay } : {};
  const clients: PublicCommerceClients = madeOnFirstRead<PublicCommerceClients>({
    commerce: () => createCommerceService(config, { ...tokens, ...display }),
    products: () => createProductClient(config, tokens),
    categories: () => createCategoryTreeSource(config, tokens),
    urlMapping: () => createUrlMappingLookup(config, tokens),
    list: () =>
      createListServices(locale, config, {
        tokens: shared.tokens,
        commerce: clients.commerce,
        searchProvider: shared.searchProvider(),
      }),
  });
  return clients;
}

/**
 * An object whose members are made on first read and then kept (each getter replaced by its value), so a request that
 * reads none of them makes none. Exported for the storefront's own client sets (the same rule everywhere).
 */
export function madeOnFirstRead<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const made = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(made, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]();
        Object.defineProperty(made, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
  return made;
}
