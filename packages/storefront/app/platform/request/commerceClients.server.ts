/**
 * The process's commerce clients: the one place they are made and kept. A request reads them from its context
 * (`requestContextOf(args).commerce`, for the request's locale); code without a request (a resource endpoint's
 * `?locale=`, a library default that tests replace) asks `commerceClientsFor(locale)`.
 *
 * Every client is made on first use and then kept for the life of the process, per shop locale id where the locale
 * matters (names, prices and the basket's currency: `commerceConfigFor`), once for the process where it does not (the
 * account, recovery and wish-list clients, quick search: these have always used the process's base configuration).
 * The commerce configuration is checked once at start (`lib/env.server.ts`) and does not change under a running
 * process, so nothing here is keyed by the configuration itself. All public readers share the process's one guest
 * session (`sharedGuestTokenSource`).
 */
import type { CommerceService } from '@ridgeline/commerce';
import { createAccountDeps, type AccountDeps } from '../../features/account/auth.server';
import { createProfileDeps, type ProfileDeps } from '../../features/account/pages/profile.server';
import { createRecoveryDeps, type RecoveryDeps } from '../../features/account/recovery/deps.server';
import { createWishlistDeps } from '../../features/account/wishlist/deps.server';
import type { WishlistDeps } from '../../features/account/wishlist/wishlist.server';
import {
  type CategoryTreeSource,
  createCategoryTreeSource,
  createCommerceService,
  createListServices,
  createProductClient,
  createUrlMappingLookup,
  type GuestTokenSource,
  type ListServices,
  type ProductClient,
  sharedGuestTokenSource,
  type UrlMappingLookup,
} from '@ridgeline/commerce/server';
import { commerceConfigFor, getCommerceConfig } from '../commerce/commerce.server';
import type { CommerceConfig } from '../commerce/config.server';
import { readSearchProviderConfig } from '../commerce/searchService/config.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../urls';
import { createConfiguredQuickSearch, type QuickSearch } from '../../features/shell/search/quickSearch.server';
import type { AddToBagDeps } from '../../features/shop/bag/addToBag.server';
import { createShopDeps } from '../../features/shop/cart/deps.server';
import type { ShopDeps } from '../../features/shop/cart/shopperBasket.server';
import { createStoreSearch, type StoreSearchService } from '../../features/stores/stores.server';

/** Every commerce client set the storefront uses, for one shop locale. Each member is made on first read. */
export interface CommerceClients {
  readonly locale: ShopLocale;
  /** the locale's commerce configuration: its id as the commerce locale, its currency */
  readonly config: CommerceConfig;
  /** the process's guest session (public reads) */
  readonly guestTokens: GuestTokenSource;
  /** the bag and checkout (baskets in the locale's currency) and the commerce locale they speak */
  readonly shop: { readonly deps: ShopDeps; readonly locale: string };
  /** add to bag: the bag's own clients */
  readonly addToBag: AddToBagDeps;
  /** sign-in, registration, precheck, sign-out (the process's) */
  readonly account: AccountDeps;
  /** the account pages' profile clients and the SLAS auth that refreshes the customer's token (the process's) */
  readonly profile: { readonly profile: ProfileDeps; readonly auth: AccountDeps['auth'] };
  /** password reset, passwordless and social sign-in (the process's) */
  readonly recovery: RecoveryDeps;
  /** the wish list (the process's) */
  readonly wishlist: WishlistDeps;
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
  /** the header's quick search (the process's; it is asked per locale) */
  readonly quickSearch: QuickSearch;
  /** the store locator */
  readonly stores: StoreSearchService;
}

/** An object whose members are made on first read and then kept (a getter replaced by its value). */
function lazily<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
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

type ProcessClients = Pick<
  CommerceClients,
  'guestTokens' | 'account' | 'profile' | 'recovery' | 'wishlist' | 'quickSearch'
>;

let processClients: ProcessClients | undefined;
const byLocale = new Map<string, CommerceClients>();

function processWide(): ProcessClients {
  processClients ??= lazily<ProcessClients>({
    guestTokens: () => sharedGuestTokenSource(getCommerceConfig()),
    account: () => createAccountDeps(getCommerceConfig()),
    profile: () => ({ profile: createProfileDeps(getCommerceConfig()), auth: processWide().account.auth }),
    recovery: () => createRecoveryDeps(getCommerceConfig()),
    wishlist: () => createWishlistDeps(getCommerceConfig()),
    quickSearch: () => createConfiguredQuickSearch(getCommerceConfig(), commerceClientsFor(DEFAULT_LOCALE).commerce),
  });
  return processClients;
}

function createCommerceClients(locale: ShopLocale): CommerceClients {
  const shared = processWide();
  const config = commerceConfigFor(locale);
  // the locale's own guest-token source is the process's (locale and currency do not enter the guest login)
  const tokens = () => sharedGuestTokenSource(config);
  const clients: CommerceClients = lazily<CommerceClients>({
    locale: () => locale,
    config: () => config,
    guestTokens: () => shared.guestTokens,
    shop: () => ({ deps: createShopDeps(config), locale: config.locale }),
    addToBag: () => {
      const { auth, baskets, currency } = clients.shop.deps;
      return { auth, baskets, currency };
    },
    account: () => shared.account,
    profile: () => shared.profile,
    recovery: () => shared.recovery,
    wishlist: () => shared.wishlist,
    commerce: () => createCommerceService(config, { tokens: tokens() }),
    products: () => createProductClient(config, { tokens: tokens() }),
    categories: () => createCategoryTreeSource(config, { tokens: tokens() }),
    urlMapping: () => createUrlMappingLookup(config, { tokens: tokens() }),
    list: () =>
      createListServices(locale, config, {
        tokens: tokens(),
        commerce: clients.commerce,
        searchProvider: readSearchProviderConfig(),
      }),
    quickSearch: () => shared.quickSearch,
    stores: () => createStoreSearch(config, { tokens: tokens() }),
  });
  return clients;
}

/** The commerce clients of a shop locale: the same object for the same locale id for the life of the process. */
export function commerceClientsFor(locale: ShopLocale): CommerceClients {
  let clients = byLocale.get(locale.id);
  if (!clients) byLocale.set(locale.id, (clients = createCommerceClients(locale)));
  return clients;
}

/** Tests: forget every client made, so the next read makes new ones (from the configuration as it is then). */
export function resetCommerceClients(): void {
  processClients = undefined;
  byLocale.clear();
}
