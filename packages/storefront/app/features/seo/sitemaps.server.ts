import {
  catalogueProducts,
  categoryIdsOf,
  createSitemapStore,
  shopRobotsTxt,
  type SitemapLocale,
  type SitemapSite,
  type SitemapSources,
  type SitemapStore,
} from '@ridgeline/commerce/server';
import { createContentPagesReader } from '@ridgeline/renderer/server';
import type { AppContext } from '../../platform/request/appContext.server';
import { getConfig } from '../../platform/config.server';
import { contentTimeoutMs } from '../../platform/content.server';
import { envFrom, type RawEnv } from '../../platform/env.server';
import { CONTENT_PAGE_SCHEMA } from '../../platform/page.server';
import { DEFAULT_LOCALE, DEFAULT_LOCALE_ID, SHOP_LOCALES, shopLocale, urls } from '../../platform/urls';

/** robots.txt (`shopRobotsTxt` of @ridgeline/commerce): the shop's locales, `ROBOTS_DISALLOW`, `ROBOTS_BLOCK_ALL`. */
export function robotsText(origin: string = getConfig().publicOrigin, env?: RawEnv): string {
  const settings = envFrom(env);
  return shopRobotsTxt({
    origin,
    localeAliases: SHOP_LOCALES.map((locale) => locale.alias),
    disallow: settings.ROBOTS_DISALLOW,
    blockAll: settings.ROBOTS_BLOCK_ALL,
  });
}

/** The sources of an app: its locales' commerce clients (each read under its own deadline) and Content Delivery. */
export function appSitemapSources(app: AppContext): SitemapSources {
  const config = getConfig();
  const readContentPages = createContentPagesReader({
    hubName: config.hubName,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    locale: config.locale,
    schema: CONTENT_PAGE_SCHEMA,
    deadlineMs: contentTimeoutMs(),
  });
  const clients = (locale: SitemapLocale) => app.commerce.forLocale(shopLocale(locale.id) ?? DEFAULT_LOCALE);
  return {
    productIds: (locale) => catalogueProducts(clients(locale).list.search),
    categoryIds: async (locale) => categoryIdsOf(await clients(locale).categories.categoryTree()),
    contentSlugs: async () => (await readContentPages(new AbortController().signal)).map((page) => page.slug),
  };
}

/** The shop's locales and the page addresses its links use (`app/platform/urls.ts`): the sitemaps list the same. */
export const SHOP_SITEMAP: SitemapSite = {
  locales: SHOP_LOCALES,
  defaultLocaleId: DEFAULT_LOCALE_ID,
  addresses: {
    home: (localeId) => urls.home(localeId),
    category: (id, localeId) => urls.category(id, localeId),
    content: (slug, localeId) => urls.content(slug, localeId),
    product: (id, localeId, slug) => urls.product(id, { localeId, slug }),
  },
};

const stores = new WeakMap<AppContext, SitemapStore>();

/** The app's sitemap store (one per app context, on its public origin). */
export function sitemapStoreOf(app: AppContext): SitemapStore {
  let store = stores.get(app);
  if (!store) {
    store = createSitemapStore({ ...SHOP_SITEMAP, sources: appSitemapSources(app), origin: getConfig().publicOrigin });
    stores.set(app, store);
  }
  return store;
}
