import {
  catalogueProductIds,
  categoryIdsOf,
  createSitemapStore,
  robotsTxt,
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

/** The sitemap index's path; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Shared caches keep the sitemaps and robots.txt an hour (the app rebuilds the sitemaps hourly: `SITEMAP_CACHE_TIMES`). */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600';

/**
 * What crawlers are asked to leave alone (docs/behaviour/seo.md): the editors' preview and visualization, the
 * toolkit, the bag and checkout, sign-in, registration and the account, the recovery and sign-in callbacks, and
 * every JSON or form-post endpoint. The shop pages' prefixes repeat under each locale's alias (`/fr-ca/account`).
 */
export const ROBOTS_DISALLOWED_PAGES = [
  '/account',
  '/cart',
  '/checkout',
  '/login',
  '/registration',
  '/reset-password',
  '/passwordless-login-callback',
] as const;
export const ROBOTS_DISALLOWED_ENDPOINTS = [
  '/__ridgeline/',
  '/__preview',
  '/__toolkit',
  '/visualization/',
  '/contampviz/',
  '/logout',
  '/callback',
  '/social-callback',
  '/reset-password-callback',
  '/newsletter/subscribe',
  '/s/',
] as const;

/** robots.txt: the built-in prefixes, `ROBOTS_DISALLOW`'s, the sitemap index on the public origin. */
export function robotsText(origin: string = getConfig().publicOrigin, env?: RawEnv): string {
  const settings = envFrom(env);
  const pages = ROBOTS_DISALLOWED_PAGES.flatMap((path) => [path, ...SHOP_LOCALES.map((l) => `/${l.alias}${path}`)]);
  return robotsTxt({
    disallow: [...pages, ...ROBOTS_DISALLOWED_ENDPOINTS, ...settings.ROBOTS_DISALLOW],
    sitemaps: [new URL(SITEMAP_INDEX_PATH, origin).href],
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
    productIds: (locale) => catalogueProductIds(clients(locale).list.search),
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
    product: (id, localeId) => urls.product(id, { localeId }),
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
