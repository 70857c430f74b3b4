/**
 * The app's commerce clients: the one place they are made. `createCommerceClientRegistry(config)` is called once per
 * app (`createAppContext`, app/request/appContext.server.ts, which server.mjs calls when it starts) and the registry
 * travels to every request in React Router's load context; nothing here is kept at module level, so two apps (two
 * tests) never share a client or a guest session. A request reads its clients from its context
 * (`requestContextOf(args).commerce`, for the request's locale); a resource endpoint with its own `?locale=` asks
 * `appContextOf(context).commerce.forLocale(locale)`.
 *
 * Every client is made on first read and then kept for the life of the registry, per shop locale id where the locale
 * matters (names, prices and the basket's currency: `commerceConfigOf`), once per registry where it does not (the
 * account, recovery and wish-list clients, quick search: these have always used the base configuration). All public
 * readers share the registry's one guest session (`guestTokens`): one SLAS guest login per app.
 */
import type { CommerceService } from '@ridgeline/commerce';
import { createAccountDeps, type AccountDeps } from '../../features/account/auth.server';
import { createProfileDeps, type ProfileDeps } from '../../features/account/pages/profile.server';
import { createRecoveryDeps, type RecoveryDeps } from '../../features/account/recovery/deps.server';
import { createWishlistDeps } from '../../features/account/wishlist/deps.server';
import type { WishlistDeps } from '../../features/account/wishlist/wishlist.server';
import {
  type CategoryTreeSource,
  type GuestTokenSource,
  createEinsteinClient,
  createPublicCommerceClients,
  madeOnFirstRead,
  createGuestTokenSource,
  type EinsteinClient,
  type ListServices,
  type ProductClient,
  type UrlMappingLookup,
} from '@ridgeline/commerce/server';
import { commerceConfigOf } from '../commerce/commerce.server';
import type { CommerceConfig } from '../commerce/config.server';
import { readSearchProviderConfig, type SearchProviderConfig } from '../commerce/searchService/config.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../urls';
import { createConfiguredQuickSearch, type QuickSearch } from '../../features/shell/search/quickSearch.server';
import type { AddToBagDeps } from '../../features/shop/bag/addToBag.server';
import { createShopDeps } from '../../features/shop/cart/deps.server';
import type { ShopDeps } from '../../features/shop/cart/shopperBasket.server';
import { createStoreSearch, type StoreSearchService } from '@ridgeline/commerce/server';

/** Every commerce client set the storefront uses, for one shop locale. Each member is made on first read. */
export interface CommerceClients {
  readonly locale: ShopLocale;
  /** the locale's commerce configuration: its id as the commerce locale, its currency */
  readonly config: CommerceConfig;
  /** the app's guest session (public reads) */
  readonly guestTokens: GuestTokenSource;
  /** the bag and checkout (baskets in the locale's currency) and the commerce locale they speak */
  readonly shop: { readonly deps: ShopDeps; readonly locale: string };
  /** add to bag: the bag's own clients */
  readonly addToBag: AddToBagDeps;
  /** sign-in, registration, precheck, sign-out (the app's) */
  readonly account: AccountDeps;
  /** the account pages' profile clients and the SLAS auth that refreshes the customer's token (the app's) */
  readonly profile: { readonly profile: ProfileDeps; readonly auth: AccountDeps['auth'] };
  /** password reset, passwordless and social sign-in (the app's) */
  readonly recovery: RecoveryDeps;
  /** the wish list (the app's) */
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
  /** the header's quick search (the app's; it is asked per locale) */
  readonly quickSearch: QuickSearch;
  /** the store locator */
  readonly stores: StoreSearchService;
}

type SharedClients = Pick<CommerceClients, 'account' | 'profile' | 'recovery' | 'wishlist' | 'quickSearch'>;

/** The app's commerce clients: per shop locale, and the ones every locale shares. */
export interface CommerceClientRegistry {
  /** the base commerce configuration (the default locale's) the registry was made with */
  readonly config: CommerceConfig;
  /** the app's one guest session: every public reader (lists, product pages, the menu, the toolkit, site APIs) */
  readonly guestTokens: GuestTokenSource;
  /** the Einstein client over the base configuration (the activity endpoint, the checkout's steps) */
  readonly einstein: EinsteinClient;
  /** the commerce clients of a shop locale: the same object for the same locale id for the life of the registry */
  forLocale(locale: ShopLocale): CommerceClients;
}

export interface CommerceClientRegistryOptions {
  /** the search provider of the list and quick search; read from the environment when not given */
  searchProvider?: SearchProviderConfig;
  /** the guest session to share (tests pass a fake); a new one over `config` when not given */
  guestTokens?: GuestTokenSource;
}

/**
 * The registry of one app's commerce clients over its base commerce configuration (`readCommerceConfig`, checked at
 * start). Nothing is made until it is read: a locale nobody asks for costs nothing, and the guest session logs in on
 * the first public read, not here.
 */
export function createCommerceClientRegistry(
  config: CommerceConfig,
  options: CommerceClientRegistryOptions = {},
): CommerceClientRegistry {
  // Locale and currency do not enter the guest login: one session serves every locale.
  const guestTokens = options.guestTokens ?? createGuestTokenSource(config);
  const searchProvider = once(() => options.searchProvider ?? readSearchProviderConfig());
  const byLocale = new Map<string, CommerceClients>();
  const shared: SharedClients = madeOnFirstRead<SharedClients>({
    account: () => createAccountDeps(config),
    profile: () => ({ profile: createProfileDeps(config), auth: shared.account.auth }),
    recovery: () => createRecoveryDeps(config),
    wishlist: () => createWishlistDeps(config),
    quickSearch: () => createConfiguredQuickSearch(config, forLocale(DEFAULT_LOCALE).commerce, guestTokens),
  });

  function createLocaleClients(locale: ShopLocale): CommerceClients {
    const localeConfig = commerceConfigOf(config, locale);
    // the public readers (guest session) are @ridgeline/commerce's; the bag, account and stores are the storefront's
    const publicClients = createPublicCommerceClients(locale, localeConfig, { tokens: guestTokens, searchProvider });
    const clients: CommerceClients = madeOnFirstRead<CommerceClients>({
      locale: () => locale,
      config: () => localeConfig,
      guestTokens: () => guestTokens,
      shop: () => ({ deps: createShopDeps(localeConfig), locale: localeConfig.locale }),
      addToBag: () => {
        const { auth, baskets, currency } = clients.shop.deps;
        return { auth, baskets, currency };
      },
      account: () => shared.account,
      profile: () => shared.profile,
      recovery: () => shared.recovery,
      wishlist: () => shared.wishlist,
      commerce: () => publicClients.commerce,
      products: () => publicClients.products,
      categories: () => publicClients.categories,
      urlMapping: () => publicClients.urlMapping,
      list: () => publicClients.list,
      quickSearch: () => shared.quickSearch,
      stores: () => createStoreSearch(localeConfig, { tokens: guestTokens }),
    });
    return clients;
  }

  function forLocale(locale: ShopLocale): CommerceClients {
    let clients = byLocale.get(locale.id);
    if (!clients) byLocale.set(locale.id, (clients = createLocaleClients(locale)));
    return clients;
  }

  const einstein = once(() => createEinsteinClient(config.einstein, { timeoutMs: config.timeoutMs }));
  return {
    config,
    guestTokens,
    get einstein() {
      return einstein();
    },
    forLocale,
  };
}

/** A value made on the first call and then kept (by the closure that holds it, not the module). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
