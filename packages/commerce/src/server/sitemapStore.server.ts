import { createSwrCache } from './cache.server';
import {
  localeSitemapUrls,
  sitemapIndexXml,
  sitemapXml,
  splitSitemap,
  SITEMAP_LIMITS,
  type LocalizedPage,
  type SitemapLimits,
} from '../seo/sitemap';

/**
 * Sitemaps are rebuilt at most once an hour (a catalogue read is a few hundred Shopper Search pages at most), kept
 * a day while a rebuild fails.
 */
export const SITEMAP_CACHE_TIMES = { freshMs: 3_600_000, staleMs: 23 * 3_600_000, staleIfErrorMs: 24 * 3_600_000 };

/** A locale the sitemaps are written for: its id (hreflang) and its alias (the sitemap's file name). */
export interface SitemapLocale {
  readonly id: string;
  readonly alias: string;
}

/** Where the sitemaps' pages come from: per locale, the catalogue's products and categories; the content pages. */
export interface SitemapSources {
  /** The products: ids, or ids with their slugs (`catalogueProducts`). */
  productIds(locale: SitemapLocale): Promise<readonly (string | { id: string; slug?: string })[]>;
  categoryIds(locale: SitemapLocale): Promise<string[]>;
  /** Slugs of the content pages (delivery keys `page/{slug}`). */
  contentSlugs(): Promise<string[]>;
}

/** The site's own address (a path) of each kind of page in a locale: the builders its links use. */
export interface SitemapAddresses {
  home(localeId: string): string;
  category(categoryId: string, localeId: string): string;
  content(slug: string, localeId: string): string;
  /** A product's page: its slug's address when it has one (the page's one canonical address). */
  product(productId: string, localeId: string, slug?: string): string;
}

export interface SitemapSite {
  locales: readonly SitemapLocale[];
  defaultLocaleId: string;
  addresses: SitemapAddresses;
}

/** A locale's sitemap: `/sitemaps/{alias}-{n}.xml`, n from 1. */
export const sitemapPath = (alias: string, part: number) => `/sitemaps/${alias}-${part}.xml`;
/** A sitemap's file name: the locale alias and the part. */
export const SITEMAP_FILE = /^([a-z]{2}-[a-z]{2})-([1-9]\d{0,5})\.xml$/;

/** Every page the sitemaps list, each with its address in every locale it exists in (absolute on `origin`). */
export async function sitemapPages(
  site: SitemapSite,
  sources: SitemapSources,
  origin: string,
): Promise<LocalizedPage[]> {
  const pages = new Map<string, Record<string, string>>();
  const add = (key: string, localeId: string, path: string) => {
    const page = pages.get(key) ?? {};
    page[localeId] = new URL(path, origin).href;
    pages.set(key, page);
  };
  const { locales, addresses } = site;
  const [slugs, perLocale] = await Promise.all([
    sources.contentSlugs(),
    Promise.all(
      locales.map(async (locale) => ({
        locale,
        categories: await sources.categoryIds(locale),
        products: await sources.productIds(locale),
      })),
    ),
  ]);
  for (const locale of locales) add('home', locale.id, addresses.home(locale.id));
  for (const { locale, categories } of perLocale)
    for (const id of categories) add(`category:${id}`, locale.id, addresses.category(id, locale.id));
  for (const locale of locales)
    for (const slug of slugs) add(`content:${slug}`, locale.id, addresses.content(slug, locale.id));
  for (const { locale, products } of perLocale)
    for (const product of products) {
      const { id, slug } = typeof product === 'string' ? { id: product, slug: undefined } : product;
      add(`product:${id}`, locale.id, addresses.product(id, locale.id, slug));
    }
  return [...pages.values()];
}

export interface SitemapStore {
  /** The sitemap index: every locale's sitemaps. */
  index(): Promise<string>;
  /** A locale's `part`-th sitemap (from 1), or undefined when there is none. */
  sitemap(alias: string, part: number): Promise<string | undefined>;
}

/**
 * The sitemaps of `site` over `sources`, built once for all locales and cached (`SITEMAP_CACHE_TIMES`, on the clock
 * `now`), each locale's URLs split by `limits` (the protocol's: 50,000 URLs, 50 MB).
 */
export function createSitemapStore(
  options: SitemapSite & { sources: SitemapSources; origin: string; limits?: SitemapLimits; now?: () => number },
): SitemapStore {
  const cache = createSwrCache({ ...SITEMAP_CACHE_TIMES, maxEntries: 1, ...(options.now ? { now: options.now } : {}) });
  const build = async () => {
    const pages = await sitemapPages(options, options.sources, options.origin);
    return new Map(
      options.locales.map((locale) => [
        locale.alias,
        splitSitemap(
          localeSitemapUrls(pages, locale.id, options.defaultLocaleId),
          options.limits ?? SITEMAP_LIMITS,
        ).map((part) => sitemapXml(part)),
      ]),
    );
  };
  const built = () => cache.get('sitemaps', build) as Promise<Map<string, string[]>>;
  return {
    async index() {
      const byLocale = await built();
      return sitemapIndexXml(
        options.locales.flatMap((locale) =>
          (byLocale.get(locale.alias) ?? []).map(
            (_, index) => new URL(sitemapPath(locale.alias, index + 1), options.origin).href,
          ),
        ),
      );
    },
    async sitemap(alias, part) {
      return (await built()).get(alias)?.[part - 1];
    },
  };
}
