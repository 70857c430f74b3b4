import {
  catalogueProductIds,
  categoryIdsOf,
  createSwrCache,
  localeSitemapUrls,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  splitSitemap,
  SITEMAP_LIMITS,
  type LocalizedPage,
  type SitemapLimits,
} from '@ridgeline/commerce/server';
import { createContentPagesReader } from '@ridgeline/renderer/server';
import type { AppContext } from '../../platform/request/appContext.server';
import { getConfig } from '../../platform/config.server';
import { contentTimeoutMs } from '../../platform/content.server';
import { envFrom, type RawEnv } from '../../platform/env.server';
import { CONTENT_PAGE_SCHEMA } from '../../platform/page.server';
import { DEFAULT_LOCALE_ID, SHOP_LOCALES, urls, type ShopLocale } from '../../platform/urls';

/** The sitemap index's path; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** A locale's sitemap: `/sitemaps/{alias}-{n}.xml`, n from 1. */
export const sitemapPath = (locale: ShopLocale, part: number) => `/sitemaps/${locale.alias}-${part}.xml`;
export const SITEMAP_FILE = /^([a-z]{2}-[a-z]{2})-([1-9]\d{0,5})\.xml$/;

/**
 * Sitemaps are rebuilt at most once an hour (a catalogue read is a few hundred Shopper Search pages at most), kept
 * a day while a rebuild fails, and shared caches keep the answer as long as a page.
 */
export const SITEMAP_CACHE_TIMES = { freshMs: 3_600_000, staleMs: 23 * 3_600_000, staleIfErrorMs: 24 * 3_600_000 };
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

/** Where the sitemaps' pages come from: per shop locale, the catalogue's products and categories; the content pages. */
export interface SitemapSources {
  productIds(locale: ShopLocale): Promise<string[]>;
  categoryIds(locale: ShopLocale): Promise<string[]>;
  /** Slugs of the content pages `/t/{slug}` answers (delivery keys `page/{slug}`). */
  contentSlugs(): Promise<string[]>;
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
  return {
    productIds: (locale) => catalogueProductIds(app.commerce.forLocale(locale).list.search),
    categoryIds: async (locale) => categoryIdsOf(await app.commerce.forLocale(locale).categories.categoryTree()),
    contentSlugs: async () => (await readContentPages(new AbortController().signal)).map((page) => page.slug),
  };
}

/** Every page the sitemaps list, each with its address in every locale it exists in (absolute on `origin`). */
export async function sitemapPages(sources: SitemapSources, origin: string): Promise<LocalizedPage[]> {
  const pages = new Map<string, Record<string, string>>();
  const add = (key: string, localeId: string, path: string) => {
    const page = pages.get(key) ?? {};
    page[localeId] = new URL(path, origin).href;
    pages.set(key, page);
  };
  const [slugs, perLocale] = await Promise.all([
    sources.contentSlugs(),
    Promise.all(
      SHOP_LOCALES.map(async (locale) => ({
        locale,
        categories: await sources.categoryIds(locale),
        products: await sources.productIds(locale),
      })),
    ),
  ]);
  for (const locale of SHOP_LOCALES) add('home', locale.id, urls.home(locale.id));
  for (const { locale, categories } of perLocale)
    for (const id of categories) add(`category:${id}`, locale.id, urls.category(id, locale.id));
  for (const locale of SHOP_LOCALES)
    for (const slug of slugs) add(`content:${slug}`, locale.id, urls.content(slug, locale.id));
  for (const { locale, products } of perLocale)
    for (const id of products) add(`product:${id}`, locale.id, urls.product(id, { localeId: locale.id }));
  return [...pages.values()];
}

export interface SitemapStore {
  /** The sitemap index: every locale's sitemaps. */
  index(): Promise<string>;
  /** A locale's `part`-th sitemap (from 1), or undefined when there is none. */
  sitemap(alias: string, part: number): Promise<string | undefined>;
}

/**
 * The sitemaps over `sources`, built once for all of them and cached (`SITEMAP_CACHE_TIMES`, on the clock `now`),
 * each locale's URLs split by `limits` (the protocol's: 50,000 URLs, 50 MB).
 */
export function createSitemapStore(options: {
  sources: SitemapSources;
  origin: string;
  limits?: SitemapLimits;
  now?: () => number;
}): SitemapStore {
  const cache = createSwrCache({ ...SITEMAP_CACHE_TIMES, maxEntries: 1, ...(options.now ? { now: options.now } : {}) });
  const build = async () => {
    const pages = await sitemapPages(options.sources, options.origin);
    return new Map(
      SHOP_LOCALES.map((locale) => [
        locale.alias,
        splitSitemap(localeSitemapUrls(pages, locale.id, DEFAULT_LOCALE_ID), options.limits ?? SITEMAP_LIMITS).map(
          (part) => sitemapXml(part),
        ),
      ]),
    );
  };
  const built = () => cache.get('sitemaps', build) as Promise<Map<string, string[]>>;
  return {
    async index() {
      const byLocale = await built();
      return sitemapIndexXml(
        SHOP_LOCALES.flatMap((locale) =>
          (byLocale.get(locale.alias) ?? []).map(
            (_, index) => new URL(sitemapPath(locale, index + 1), options.origin).href,
          ),
        ),
      );
    },
    async sitemap(alias, part) {
      return (await built()).get(alias)?.[part - 1];
    },
  };
}

const stores = new WeakMap<AppContext, SitemapStore>();

/** The app's sitemap store (one per app context, on its public origin). */
export function sitemapStoreOf(app: AppContext): SitemapStore {
  let store = stores.get(app);
  if (!store) {
    store = createSitemapStore({ sources: appSitemapSources(app), origin: getConfig().publicOrigin });
    stores.set(app, store);
  }
  return store;
}
