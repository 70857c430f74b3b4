import { ContentClient } from 'dc-delivery-sdk-js';
import { deadlineAdaptor } from '@ridgeline/renderer/server';
import {
  clientConfig,
  createGuestTokenSource,
  createSearchServiceClient,
  createSwrCache,
  type GuestTokenSource,
  MEMBER_EXCLUSIVE_EXCLUDED,
  sdk,
  type SwrCache,
  withGuestToken,
} from '@ridgeline/commerce/server';
import { readSearchProviderConfig } from '../../../platform/commerce/searchService/config.server';
import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { getConfig } from '../../../platform/config.server';
import { contentTimeoutMs } from '../../../platform/content.server';
import { CONTENT_PAGE_SCHEMA } from '../../../platform/page.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS, withDeadline } from '../../../platform/upstream.server';
import { shopLocale, urls } from '../../../platform/urls';
import type { CommerceService } from '@ridgeline/commerce';
import { searchServiceQuickSearchUpstream } from './searchServiceUpstream.server';
import {
  didYouMeanFrom,
  QUICK_SEARCH_LIMITS,
  quickSearchTerm,
  SEARCH_MIN_LENGTH,
  type QuickSearchProduct,
  type QuickSearchResult,
} from './quickSearch';
import { log } from '../../../platform/log.server';

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
/** Content Delivery's largest filter page. */
export const CONTENT_FILTER_PAGE_SIZE = 12;
/** At most this many filter pages are read for content suggestions (60 content pages). */
export const CONTENT_FILTER_MAX_PAGES = 5;
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

/** A content page that can be suggested: its delivery key slug and its name. */
export interface ContentPageEntry {
  id: string;
  slug: string;
  name: string;
  /** Extra words it is found by (its SEO keywords). */
  keywords: string;
}

/** The three upstream reads behind a quick search; each ends under its own deadline (`signal`). */
export interface QuickSearchUpstream {
  suggestions(term: string, signal: AbortSignal): Promise<SuggestionAnswer>;
  products(term: string, signal: AbortSignal): Promise<ProductHit[]>;
  contentPages(signal: AbortSignal): Promise<ContentPageEntry[]>;
}

export interface QuickSearchOptions {
  upstream: QuickSearchUpstream;
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

function productOf(hit: ProductHit, localeId: string | undefined): QuickSearchProduct | undefined {
  if (!hit.productId || !hit.productName) return undefined;
  return {
    id: hit.productId,
    name: hit.productName,
    url: urls.product(hit.productId, {
      ...(hit.c_slugUrl ? { slug: hit.c_slugUrl } : {}),
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
                .map((hit) => productOf(hit, localeId))
                .filter((p): p is QuickSearchProduct => Boolean(p))
                .slice(0, QUICK_SEARCH_LIMITS.products)
            : [],
        productsFailed: found.status === 'rejected',
        ...(didYouMean && lower(didYouMean) !== lower(term) ? { didYouMean } : {}),
      };
    },
  };
}

/** A content page's display name: its SEO title up to the first " | " (the site name follows it), else its item name. */
export function contentPageName(item: { _meta?: { name?: string }; seo?: { title?: unknown } }): string {
  const title = typeof item.seo?.title === 'string' ? item.seo.title.split(' | ')[0]!.trim() : '';
  return title || item._meta?.name || '';
}

/** The real upstream: Shopper Search with a server-side guest token, and Content Delivery's filter API for content pages. */
export function commerceQuickSearchUpstream(
  config: CommerceConfig,
  {
    tokens = createGuestTokenSource(config),
    content = getConfig(),
    contentDeadlineMs = contentTimeoutMs(),
  }: {
    tokens?: GuestTokenSource;
    content?: { hubName: string; baseUrl?: string; locale: string };
    contentDeadlineMs?: number;
  } = {},
): QuickSearchUpstream {
  const base = clientConfig(config);
  /** A Shopper Search client with the guest token; one retry with a new token after a 401 (withGuestToken). */
  const authed = <T>(signal: AbortSignal, call: (client: InstanceType<typeof sdk.ShopperSearch>) => Promise<T>) =>
    withGuestToken(tokens, (headers) => call(new sdk.ShopperSearch({ ...base, headers, fetchOptions: { signal } })));
  const delivery = new ContentClient({
    hubName: content.hubName,
    ...(content.baseUrl ? { baseUrl: content.baseUrl.replace(/\/+$/, '') } : {}),
    locale: content.locale,
    adaptor: deadlineAdaptor(contentDeadlineMs),
  });
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
    async contentPages(signal) {
      const responses: { content?: unknown }[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < CONTENT_FILTER_MAX_PAGES && !signal.aborted; page += 1) {
        const answer = (await delivery
          .filterByContentType(CONTENT_PAGE_SCHEMA)
          .page(CONTENT_FILTER_PAGE_SIZE, cursor)
          .request({ format: 'inlined', depth: 'root', locale: content.locale })) as {
          responses?: { content?: unknown }[];
          page?: { nextCursor?: string };
        };
        responses.push(...(answer.responses ?? []));
        cursor = answer.page?.nextCursor;
        if (!cursor) break;
      }
      return responses.flatMap((response): ContentPageEntry[] => {
        const item = response?.content as
          | {
              _meta?: { deliveryId?: string; deliveryKey?: string; name?: string };
              seo?: { title?: unknown; keywords?: unknown };
            }
          | undefined;
        const key = item?._meta?.deliveryKey;
        if (!item?._meta?.deliveryId || typeof key !== 'string' || !key.startsWith('page/')) return [];
        const name = contentPageName(item);
        return name
          ? [
              {
                id: item._meta.deliveryId,
                slug: key.slice('page/'.length),
                name,
                keywords: typeof item.seo?.keywords === 'string' ? item.seo.keywords : '',
              },
            ]
          : [];
      });
    },
  };
}

/**
 * The quick search of the app's commerce configuration (it holds the caches; reads with the app's guest session,
 * `tokens`). `commerce` enriches the search service's hits. Made once per app by `request/commerceClients.server.ts`.
 */
export function createConfiguredQuickSearch(
  config: CommerceConfig,
  commerce: CommerceService,
  tokens: GuestTokenSource,
): QuickSearch {
  // A whole read (token + call) gets two commerce call deadlines; each HTTP call has its own on top (clientConfig).
  const timeoutMs = 2 * cappedByBudget(COMMERCE_TIMEOUT_MS, getConfig().renderBudgetMs);
  const commerceUpstream = commerceQuickSearchUpstream(config, { tokens });
  const { service } = readSearchProviderConfig();
  const upstream = service
    ? searchServiceQuickSearchUpstream({
        client: createSearchServiceClient(service),
        commerce,
        content: commerceUpstream,
        localeId: config.locale,
        currency: config.currency,
      })
    : commerceUpstream;
  return createQuickSearch({ upstream, timeoutMs });
}

/** Quick results are the same for everyone: browsers and CDNs keep them as long as the server does. */
export const QUICK_SEARCH_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=300';

/**
 * `GET /__ridgeline/search-suggestions?q={term}[&locale={id}]`: the quick results as JSON. A term shorter than 3
 * characters after trimming is a 400; a longer one is cut to 50 characters (the service's limit). An answer whose
 * product search failed is `no-store`, so the next request tries again.
 */
export async function quickSearchResponse(request: Request, search: QuickSearch): Promise<Response> {
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
  const locale = shopLocale(url.searchParams.get('locale') ?? undefined);
  const result = await search.search(term, locale?.id);
  return Response.json(result, {
    headers: { 'Cache-Control': result.productsFailed ? 'no-store' : QUICK_SEARCH_CACHE_CONTROL },
  });
}
