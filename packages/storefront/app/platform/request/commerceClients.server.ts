/**
 * The app's commerce clients: the one place they are made. `createCommerceClientRegistry(config, { features })` is
 * called once per app (`createAppContext`, appContext.server.ts, which server.mjs calls when it starts) and the
 * registry travels to every request in React Router's load context; nothing here is kept at module level, so two apps
 * (two tests) never share a client or a guest session. A request reads its clients from its context
 * (`requestContextOf(args).commerce`, for the request's locale); a resource endpoint with its own `?locale=` asks
 * `appContextOf(context).commerce.forLocale(locale)`.
 *
 * The public readers (lists, product pages, the menu, URL mapping) are @ridgeline/commerce's; the features' own
 * client sets (the bag's, the account's, …) come from the factories the composition root hands over, so the platform
 * names no feature. Every client is made on first read and then kept for the life of the registry, per shop locale
 * id where the locale matters (names, prices and the basket's currency: `commerceConfigOf`), once per registry for a
 * factory `per: 'app'`. All public readers share the registry's one guest session: one SLAS guest login per app.
 */
import {
  type CategoryTreeSource,
  type CommerceService,
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
import { getEnv } from '../env.server';

/**
 * The client sets the features add to a locale's commerce clients (the bag's, the account's, the store locator's, …).
 * The platform names none: each feature declares its members here by module augmentation, in its own
 * `clients.server.ts`, and the composition root (`app/appFeatures.server.ts`) hands their factories to the registry,
 * which the type checks complete (`FeatureClientFactories`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' module augmentation
export interface FeatureClients {}

/** What a feature's client factory is made with. */
export interface FeatureClientScope {
  /** the shop locale; the default locale for an app-wide client */
  readonly locale: ShopLocale;
  /** that locale's commerce configuration; the base (default locale's) configuration for an app-wide client */
  readonly config: CommerceConfig;
  /** the app's one guest session */
  readonly guestTokens: GuestTokenSource;
  /** that locale's clients (the default locale's for an app-wide client), for a client built over another */
  readonly clients: CommerceClients;
}

/**
 * How a feature's client set is made: `per: 'locale'` once per shop locale (names, prices and the basket's currency
 * depend on it), `per: 'app'` once for the whole app (the account, recovery and wish-list clients, quick search:
 * these have always used the base configuration).
 */
export interface FeatureClientFactory<T> {
  readonly per: 'app' | 'locale';
  make(scope: FeatureClientScope): T;
}

/** One factory for every member a feature declared in `FeatureClients`. */
export type FeatureClientFactories = {
  readonly [K in keyof FeatureClients]-?: FeatureClientFactory<FeatureClients[K]>;
};

/** Every commerce client set the storefront uses, for one shop locale. Each member is made on first read. */
export interface CommerceClients extends FeatureClients {
  readonly locale: ShopLocale;
  /** the locale's commerce configuration: its id as the commerce locale, its currency */
  readonly config: CommerceConfig;
  /** the app's guest session (public reads) */
  readonly guestTokens: GuestTokenSource;
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
  /** the features' client factories (the composition root's `APP_FEATURES.clients`) */
  features: FeatureClientFactories;
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
  options: CommerceClientRegistryOptions,
): CommerceClientRegistry {
  // Locale and currency do not enter the guest login: one session serves every locale.
  const guestTokens = options.guestTokens ?? createGuestTokenSource(config);
  const searchProvider = once(() => options.searchProvider ?? readSearchProviderConfig());
  const byLocale = new Map<string, CommerceClients>();
  const factories = Object.entries(options.features) as [string, FeatureClientFactory<unknown>][];
  // app-wide members: made once, over the base configuration and the default locale's clients
  const appWide = madeOnFirstRead<Record<string, unknown>>(
    Object.fromEntries(
      factories
        .filter(([, factory]) => factory.per === 'app')
        .map(([name, factory]) => [
          name,
          () => factory.make({ locale: DEFAULT_LOCALE, config, guestTokens, clients: forLocale(DEFAULT_LOCALE) }),
        ]),
    ),
  );

  function createLocaleClients(locale: ShopLocale): CommerceClients {
    const localeConfig = commerceConfigOf(config, locale);
    const tileDisplay = { dynamicSaleBadge: getEnv().ENABLE_DYNAMIC_SALE_BADGE };
    const publicClients = createPublicCommerceClients(locale, localeConfig, {
      tokens: guestTokens,
      searchProvider,
      tileDisplay,
    });
    const featureMembers = Object.fromEntries(
      factories.map(([name, factory]) => [
        name,
        factory.per === 'app'
          ? () => appWide[name]
          : () => factory.make({ locale, config: localeConfig, guestTokens, clients }),
      ]),
    );
    const clients: CommerceClients = madeOnFirstRead<CommerceClients>({
      locale: () => locale,
      config: () => localeConfig,
      guestTokens: () => guestTokens,
      commerce: () => publicClients.commerce,
      products: () => publicClients.products,
      categories: () => publicClients.categories,
      urlMapping: () => publicClients.urlMapping,
      list: () => publicClients.list,
      ...(featureMembers as { [K in keyof FeatureClients]: () => FeatureClients[K] }),
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
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
