import { categoryTag, contentIdTag, productTag, type ContentPageEntry } from '@ridgeline/renderer/server';
import { tagResponse, type CdnSettings } from './cdn.server';
import type { CommerceConfig } from './config.server';
import { createSwrCache, type SwrCache } from './cache.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, withGuestToken, type GuestTokenSource } from './token.server';
import { MEMBER_EXCLUSIVE_EXCLUDED } from './scapiSearch.server';
import { withDeadline } from './upstream.server';
import { log } from './log.server';
import { productSlug } from '../product/slug';
import {
  didYouMeanFrom,
  QUICK_SEARCH_LIMITS,
  quickSearchTerm,
  SEARCH_MIN_LENGTH,
  type QuickSearchProduct,
  type QuickSearchResult,
} from '../search/quickSearch';

/** Quick-search answers are fresh this long, then served while they refresh for as long again, then dropped. */
export const QUICK_SEARCH_CACHE_TIMES = { freshMs: 5 * 60_000, staleMs: 5 * 60_000, staleIfErrorMs: 0 } as const;
/** A failed product search is tried once more, after this pause. */
export const PRODUCT_SEARCH_RETRY_DELAY_MS = 1_000;
/** The content pages' names (for content suggestions) are read again after this long. */
export const CONTENT_PAGES_CACHE_TIMES = {
  freshMs: 5 * 60_000,
  staleMs: 5 * 60_000,
  staleIfErrorMs: 60 * 60_000,
} as const;
/** Longest accepted search term (Shopper Search takes at most 50 characters; longer ones are cut). */
export const QUICK_SEARCH_MAX_TERM_LENGTH = 50;

/** Shopper Search's `SuggestionResult`, the parts read here. */
export interface SuggestionAnswer {
  productSuggestions?: { suggestedPhrases?: { phrase?: string }[]; suggestedTerms?: unknown[] };
  categorySuggestions?: {
    categories?: { id?: string; name?: string; parentCategoryName?: string }[];
    suggestedTerms?: unknown[];
  };
  brandSuggestions?: { suggestedPhrases?: { phrase?: string }[] };
  customSuggestion?: { customSuggestion?: string; suggestedPhrases?: { phrase?: string }[] };
}

/** A Shopper Search `productSearch` hit, the parts read here. */
export interface ProductHit {
  productId?: string;
  productName?: string;
  price?: number;
  priceMax?: number;
  currency?: string;
  image?: { link?: string; alt?: string };
  c_slugUrl?: string;
}

export type { ContentPageEntry };

/** The three upstream reads behind a quick search; each ends under its own deadline (`signal`). */
export interface QuickSearchUpstream {
  suggestions(term: string, signal: AbortSignal): Promise<SuggestionAnswer>;
  products(term: string, signal: AbortSignal): Promise<ProductHit[]>;
  contentPages(signal: AbortSignal): Promise<ContentPageEntry[]>;
}

/** The storefront's own URLs of what the quick results link to (the app's `urls`). */
export interface QuickSearchLinks {
  product(productId: string, options?: { slug?: string; localeId?: string }): string;
  category(categoryId: string, localeId?: string): string;
  content(slug: string, localeId?: string): string;
}

export interface QuickSearchOptions {
  upstream: QuickSearchUpstream;
  links: QuickSearchLinks;
  /** Deadline of one upstream read as a whole (token included). */
  timeoutMs: number;
  cache?: SwrCache;
  retryDelayMs?: number;
  /** Waits between the product search and its retry (tests pass fake timers' clock). */
  sleep?: (ms: number) => Promise<void>;
  warn?: (message: string, details: Record<string, unknown>) => void;
  now?: () => number;
}

export interface QuickSearch {
  /** The quick results for `term` (already trimmed, 3+ characters) with URLs for `localeId`. */
  search(term: string, localeId?: string): Promise<QuickSearchResult>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const lower = (text: string) => text.toLocaleLowerCase();
const words = (text: string) =>
  lower(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of the term starts a word of the text ("trail gu" finds "Trail guide"). */
export function nameMatches(term: string, text: string): boolean {
  const wanted = words(term);
  const have = words(text);
  return wanted.length > 0 && wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

/** Phrases from every kind of suggestion (products first, then merchant phrases and brands), case-insensitively unique. */
function phrasesOf(answer: SuggestionAnswer, term: string): string[] {
  const seen = new Set([lower(term)]);
  const phrases: string[] = [];
  const lists = [
    answer.productSuggestions?.suggestedPhrases,
    answer.customSuggestion?.suggestedPhrases,
    answer.brandSuggestions?.suggestedPhrases,
  ];
  for (const list of lists) {
    for (const entry of list ?? []) {
      const phrase = typeof entry?.phrase === 'string' ? entry.phrase.trim() : '';
      if (!phrase || seen.has(lower(phrase))) continue;
      seen.add(lower(phrase));
      phrases.push(phrase);
    }
  }
  return phrases.slice(0, QUICK_SEARCH_LIMITS.phrases);
}

function productOf(
  hit: ProductHit,
  localeId: string | undefined,
  urls: QuickSearchLinks,
): QuickSearchProduct | undefined {
  if (!hit.productId || !hit.productName) return undefined;
  const slug = productSlug(hit);
  return {
    id: hit.productId,
    name: hit.productName,
    url: urls.product(hit.productId, {
      ...(slug ? { slug } : {}),
      ...(localeId ? { localeId } : {}),
    }),
    ...(hit.image?.link ? { image: { src: hit.image.link, alt: '' } } : {}),
    ...(typeof hit.price === 'number' && hit.currency
      ? {
          price: {
            value: hit.price,
            currency: hit.currency,
            ...(typeof hit.priceMax === 'number' && hit.priceMax > hit.price ? { isRange: true } : {}),
          },
        }
      : {}),
  };
}

/**
 * Quick search: Shopper Search suggestions (phrases, categories, did-you-mean), a product search (4 products, one
 * retry after 1 s when it fails) and content pages whose name matches, each cached per term (5 min fresh, 10 min
 * kept; failures are not cached) and each under its own deadline. A failed suggestion or content read leaves its
 * part empty; a failed product search sets `productsFailed`.
 */
export function createQuickSearch({
  upstream,
  links: urls,
  timeoutMs,
  retryDelayMs = PRODUCT_SEARCH_RETRY_DELAY_MS,
  sleep = sleepFor,
  warn = (text, details) => log.warn({ event: 'quick-search', ...details }, text),
  now,
  cache = createSwrCache({
    ...QUICK_SEARCH_CACHE_TIMES,
    maxEntries: 2_000,
    // A product search with its retry may run this long; past it a hung load is no longer shared.
    maxPendingMs: timeoutMs * 2 + retryDelayMs + 1_000,
    ...(now ? { now } : {}),
  }),
}: QuickSearchOptions): QuickSearch {
  const contentCache = createSwrCache({ ...CONTENT_PAGES_CACHE_TIMES, maxEntries: 4, ...(now ? { now } : {}) });

  const suggestions = (term: string) =>
    cache.get(`suggestions:${lower(term)}`, () =>
      withDeadline(timeoutMs, 'Search suggestions timeout', (signal) => upstream.suggestions(term, signal)),
    );

  const products = (term: string) =>
    cache.get(`products:${lower(term)}`, async () => {
      const attempt = () =>
        withDeadline(timeoutMs, 'Product search timeout', (signal) => upstream.products(term, signal));
      try {
        return await attempt();
      } catch (error) {
        warn('Product search failed, retrying', { term, retryInMs: retryDelayMs, error: message(error) });
        await sleep(retryDelayMs);
        return attempt();
      }
    });

  const contentPages = () =>
    contentCache.get('content-pages', () =>
      withDeadline(timeoutMs, 'Content pages timeout', (signal) => upstream.contentPages(signal)),
    );

  return {
    async search(term, localeId) {
      const [suggested, found, pages] = await Promise.allSettled([suggestions(term), products(term), contentPages()]);
      if (suggested.status === 'rejected')
        warn('Search suggestions failed', { term, error: message(suggested.reason) });
      if (found.status === 'rejected') warn('Product search failed', { term, error: message(found.reason) });
      if (pages.status === 'rejected') warn('Content pages failed', { error: message(pages.reason) });
      const answer: SuggestionAnswer = suggested.status === 'fulfilled' ? suggested.value : {};
      const didYouMean = didYouMeanFrom(
        (answer.productSuggestions?.suggestedTerms ?? answer.categorySuggestions?.suggestedTerms) as never,
      );
      const categories = (answer.categorySuggestions?.categories ?? [])
        .filter((category): category is { id: string; name: string; parentCategoryName?: string } =>
          Boolean(category?.id && category.name),
        )
        .slice(0, QUICK_SEARCH_LIMITS.categories)
        .map((category) => ({
          id: category.id,
          name: category.name,
          ...(category.parentCategoryName ? { parentCategoryName: category.parentCategoryName } : {}),
          url: urls.category(category.id, localeId),
        }));
      const content = (pages.status === 'fulfilled' ? pages.value : [])
        .filter((page) => nameMatches(term, `${page.name} ${page.keywords}`))
        .slice(0, QUICK_SEARCH_LIMITS.content)
        .map((page) => ({ id: page.id, name: page.name, url: urls.content(page.slug, localeId) }));
      return {
        term,
        phrases: phrasesOf(answer, term),
        categories,
        content,
        products:
          found.status === 'fulfilled'
            ? found.value
                .map((hit) => productOf(hit, localeId, urls))
                .filter((p): p is QuickSearchProduct => Boolean(p))
                .slice(0, QUICK_SEARCH_LIMITS.products)
            : [],
        productsFailed: found.status === 'rejected',
        ...(didYouMean && lower(didYouMean) !== lower(term) ? { didYouMean } : {}),
      };
    },
  };
}

/** The real upstream: Shopper Search with a server-side guest token, and the content pages `contentPages` reads. */
export function commerceQuickSearchUpstream(
  config: CommerceConfig,
  {
    tokens = createGuestTokenSource(config),
    contentPages,
  }: {
    tokens?: GuestTokenSource;
    /** The content pages that can be suggested (`createContentPagesReader` of @ridgeline/renderer/server). */
    contentPages: QuickSearchUpstream['contentPages'];
  },
): QuickSearchUpstream {
  const base = clientConfig(config);
  /** A Shopper Search client with the guest token; one retry with a new token after a 401 (withGuestToken). */
  const authed = <T>(signal: AbortSignal, call: (client: InstanceType<typeof sdk.ShopperSearch>) => Promise<T>) =>
    withGuestToken(tokens, (headers) => call(new sdk.ShopperSearch({ ...base, headers, fetchOptions: { signal } })));
  return {
    suggestions: (term, signal) =>
      authed(
        signal,
        (client) =>
          client.getSearchSuggestions({
            parameters: { q: term, locale: config.locale, currency: config.currency },
          }) as Promise<SuggestionAnswer>,
      ),
    products: (term, signal) =>
      authed(signal, async (client) => {
        const result = await client.productSearch({
          parameters: {
            q: term,
            // Quick results are one answer for every shopper (cached per term, public): member-exclusive products are
            // never in them; members find those on the search page, which is rendered per segment.
            refine: [MEMBER_EXCLUSIVE_EXCLUDED],
            limit: QUICK_SEARCH_LIMITS.products,
            expand: ['prices', 'images', 'variations'],
            select: '(hits.(productId,productName,price,priceMax,currency,image,c_slugUrl),total)',
            locale: config.locale,
            currency: config.currency,
          },
        });
        return (result.hits ?? []) as ProductHit[];
      }),
    contentPages,
  };
}

/** Quick results are the same for everyone: browsers and CDNs keep them as long as the server does. */
export const QUICK_SEARCH_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=300';

/**
 * `GET /__ridgeline/search-suggestions?q={term}[&locale={id}]`: the quick results as JSON. A term shorter than 3
 * characters after trimming is a 400; a longer one is cut to 50 characters (the service's limit). An answer whose
 * product search failed is `no-store`, so the next request tries again.
 */
export async function quickSearchResponse(
  request: Request,
  search: QuickSearch,
  /** The shop locale id a `locale` parameter names (an alias or an id), undefined for anything else. */
  localeOf: (aliasOrId: string | undefined) => string | undefined,
  /** The CDN settings (the tag headers it gets: `tagResponse`). */
  cdn: CdnSettings = {},
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
    );
  }
  const url = new URL(request.url);
  const term = quickSearchTerm((url.searchParams.get('q') ?? '').slice(0, QUICK_SEARCH_MAX_TERM_LENGTH));
  if (!term) {
    return Response.json(
      { error: `q must have at least ${SEARCH_MIN_LENGTH} characters besides spaces.` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const result = await search.search(term, localeOf(url.searchParams.get('locale') ?? undefined));
  const response = Response.json(result, {
    headers: { 'Cache-Control': result.productsFailed ? 'no-store' : QUICK_SEARCH_CACHE_CONTROL },
  });
  return tagResponse(response, quickSearchTags(result), cdn);
}

/**
 * What quick results were built from: their products, categories and content pages (read from the answer, which
 * the quick search's own cache may have kept: nothing is reported on a hit). A new content page or product that
 * would now match shows after the answer's `s-maxage`.
 */
export function quickSearchTags(result: QuickSearchResult): string[] {
  return [
    ...result.products.map((product) => productTag(product.id)),
    ...result.categories.map((category) => categoryTag(category.id)),
    ...result.content.map((page) => contentIdTag(page.id)),
  ];
}
