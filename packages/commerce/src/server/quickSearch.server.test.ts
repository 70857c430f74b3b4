import { describe, expect, it, vi } from 'vitest';
import {
  createQuickSearch,
  nameMatches,
  PRODUCT_SEARCH_RETRY_DELAY_MS,
  QUICK_SEARCH_CACHE_CONTROL,
  quickSearchResponse,
  type ContentPageEntry,
  type ProductHit,
  type QuickSearch,
  type QuickSearchLinks,
  type QuickSearchUpstream,
  type SuggestionAnswer,
} from './quickSearch.server';

/** The storefront's URL shapes (the app passes its `urls`): en-US unprefixed, other locales under their alias. */
const prefix = (localeId?: string) => (localeId && localeId !== 'en-US' ? `/${localeId.toLowerCase()}` : '');
const links: QuickSearchLinks = {
  product: (id, { localeId } = {}) => `${prefix(localeId)}/product/${id}`,
  category: (id, localeId) => `${prefix(localeId)}/c/${id}/`,
  content: (slug, localeId) => `${prefix(localeId)}/t/${slug}`,
};
const KNOWN_LOCALES = ['en-US', 'fr-CA'];
const respond = (request: Request, search: QuickSearch) =>
  quickSearchResponse(request, search, (id) => KNOWN_LOCALES.find((known) => known === id));

const hits = (count: number): ProductHit[] =>
  Array.from({ length: count }, (_, i) => ({
    productId: `p${i}`,
    productName: `Jacket ${i}`,
    price: 100 + i,
    priceMax: i === 0 ? 150 : 100 + i,
    currency: 'USD',
    image: { link: `https://media.example/p${i}.jpg`, alt: `Jacket ${i}` },
  }));

const answer: SuggestionAnswer = {
  productSuggestions: {
    suggestedPhrases: ['jacket', 'jackets men', 'jacquard', 'Jacket'].map((phrase) => ({ phrase })),
    suggestedTerms: [
      { originalTerm: 'jac', terms: [{ value: 'jacket', completed: true, corrected: false, exactMatch: false }] },
    ],
  },
  customSuggestion: {
    customSuggestion: 'waterproof jackets',
    suggestedPhrases: [{ phrase: 'waterproof jackets' }, { phrase: 'rain jackets' }],
  },
  brandSuggestions: { suggestedPhrases: [{ phrase: 'Jackson Outdoor' }] },
  categorySuggestions: {
    categories: [
      { id: 'mens-jackets', name: 'Jackets', parentCategoryName: 'Men' },
      { id: 'womens-jackets', name: 'Jackets', parentCategoryName: 'Women' },
      { id: 'kids-jackets', name: 'Jackets', parentCategoryName: 'Kids' },
      { id: 'sale-jackets', name: 'Jackets', parentCategoryName: 'Sale' },
    ],
  },
};

const pages: ContentPageEntry[] = [
  { id: 'c1', slug: 'jacket-care', name: 'Jacket care', keywords: '' },
  { id: 'c2', slug: 'about', name: 'About Ridgeline', keywords: 'jackets, repairs' },
  { id: 'c3', slug: 'jacket-guide', name: 'Choosing a jacket', keywords: '' },
  { id: 'c4', slug: 'trail-guide', name: 'Trail guide', keywords: 'hiking' },
];

function fakeUpstream(overrides: Partial<QuickSearchUpstream> = {}) {
  const upstream = {
    suggestions: vi.fn(async (_term: string, _signal: AbortSignal) => answer),
    products: vi.fn(async (_term: string, _signal: AbortSignal) => hits(6)),
    contentPages: vi.fn(async (_signal: AbortSignal) => pages),
    ...overrides,
  };
  return upstream;
}

const quiet = () => {};
const noSleep = vi.fn(async (_ms: number) => {});

describe('quick search', () => {
  it('keeps at most 4 products, 3 categories, 2 content items and 5 phrases, with storefront URLs', async () => {
    const search = createQuickSearch({
      links,
      upstream: fakeUpstream(),
      timeoutMs: 1_000,
      warn: quiet,
      sleep: noSleep,
    });
    const result = await search.search('jac');
    expect(result.products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(result.products[0]).toEqual({
      id: 'p0',
      name: 'Jacket 0',
      url: '/product/p0',
      image: { src: 'https://media.example/p0.jpg', alt: '' },
      price: { value: 100, currency: 'USD', isRange: true },
    });
    expect(result.categories.map((c) => c.url)).toEqual(['/c/mens-jackets/', '/c/womens-jackets/', '/c/kids-jackets/']);
    expect(result.categories[0]).toMatchObject({ name: 'Jackets', parentCategoryName: 'Men' });
    expect(result.content).toEqual([
      { id: 'c1', name: 'Jacket care', url: '/t/jacket-care' },
      { id: 'c2', name: 'About Ridgeline', url: '/t/about' },
    ]);
    // Case-insensitively unique, products' phrases first, then merchant phrases and brands; the term itself left out.
    expect(result.phrases).toEqual(['jacket', 'jackets men', 'jacquard', 'waterproof jackets', 'rain jackets']);
    expect(result.productsFailed).toBe(false);
    expect(result.didYouMean).toBeUndefined();
  });

  it('builds locale-prefixed URLs for another locale', async () => {
    const search = createQuickSearch({
      links,
      upstream: fakeUpstream(),
      timeoutMs: 1_000,
      warn: quiet,
      sleep: noSleep,
    });
    const result = await search.search('jac', 'fr-CA');
    expect(result.products[0]!.url).toBe('/fr-ca/product/p0');
    expect(result.categories[0]!.url).toBe('/fr-ca/c/mens-jackets/');
    expect(result.content[0]!.url).toBe('/fr-ca/t/jacket-care');
  });

  it('gives a did-you-mean for a misspelt term', async () => {
    const upstream = fakeUpstream({
      suggestions: vi.fn(async () => ({
        productSuggestions: {
          products: [],
          suggestedPhrases: [],
          suggestedTerms: [
            {
              originalTerm: 'jakcet',
              terms: [{ value: 'jacket', corrected: true, completed: false, exactMatch: false }],
            },
          ],
        },
      })),
      products: vi.fn(async () => []),
    });
    const result = await createQuickSearch({ links, upstream, timeoutMs: 1_000, warn: quiet, sleep: noSleep }).search(
      'jakcet',
    );
    expect(result.didYouMean).toBe('jacket');
    expect(result.products).toEqual([]);
  });

  it('caches each term 5 minutes fresh, serves it stale while refreshing up to 10, then loads again', async () => {
    let clock = 0;
    const upstream = fakeUpstream();
    const search = createQuickSearch({
      links,
      upstream,
      timeoutMs: 1_000,
      warn: quiet,
      sleep: noSleep,
      now: () => clock,
    });
    await search.search('jac');
    await search.search('JAC');
    expect(upstream.products).toHaveBeenCalledTimes(1);
    expect(upstream.suggestions).toHaveBeenCalledTimes(1);
    await search.search('jack');
    expect(upstream.products).toHaveBeenCalledTimes(2);

    clock = 5 * 60_000 + 1; // stale: answered from the cache, refreshed in the background
    vi.mocked(upstream.products).mockImplementationOnce(async () => hits(1));
    const stale = await search.search('jac');
    expect(stale.products).toHaveLength(4);
    expect(upstream.products).toHaveBeenCalledTimes(3);
    await vi.waitFor(async () => expect((await search.search('jac')).products).toHaveLength(1));

    clock = 5 * 60_000 + 1 + 10 * 60_000 + 1; // past both windows: the caller waits for a new load
    vi.mocked(upstream.products).mockImplementationOnce(async () => hits(2));
    expect((await search.search('jac')).products).toHaveLength(2);
  });

  it('retries a failed product search once, after 1 s', async () => {
    const upstream = fakeUpstream();
    vi.mocked(upstream.products).mockRejectedValueOnce(new Error('HTTP 503'));
    const sleep = vi.fn(async (_ms: number) => {});
    const result = await createQuickSearch({ links, upstream, timeoutMs: 1_000, warn: quiet, sleep }).search('jac');
    expect(sleep).toHaveBeenCalledWith(PRODUCT_SEARCH_RETRY_DELAY_MS);
    expect(upstream.products).toHaveBeenCalledTimes(2);
    expect(result.productsFailed).toBe(false);
    expect(result.products).toHaveLength(4);
  });

  it('waits the retry delay for real before trying again', async () => {
    vi.useFakeTimers();
    try {
      const upstream = fakeUpstream();
      vi.mocked(upstream.products).mockRejectedValueOnce(new Error('HTTP 503'));
      const pending = createQuickSearch({ links, upstream, timeoutMs: 5_000, warn: quiet }).search('jac');
      await vi.advanceTimersByTimeAsync(999);
      expect(upstream.products).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(upstream.products).toHaveBeenCalledTimes(2);
      expect((await pending).productsFailed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports productsFailed after the retry fails too, keeps the other parts, and does not cache the failure', async () => {
    const upstream = fakeUpstream({ products: vi.fn(async () => Promise.reject(new Error('HTTP 500'))) });
    const warn = vi.fn();
    const search = createQuickSearch({ links, upstream, timeoutMs: 1_000, warn, sleep: noSleep });
    const result = await search.search('jac');
    expect(upstream.products).toHaveBeenCalledTimes(2);
    expect(result.productsFailed).toBe(true);
    expect(result.products).toEqual([]);
    expect(result.phrases.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(
      'Product search failed',
      expect.objectContaining({ term: 'jac', error: 'HTTP 500' }),
    );
    await search.search('jac');
    expect(upstream.products).toHaveBeenCalledTimes(4);
  });

  it('ends a read that does not answer at its deadline (its signal aborted), then retries', async () => {
    const signals: AbortSignal[] = [];
    const upstream = fakeUpstream({
      products: vi.fn((_term: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<ProductHit[]>(() => {});
      }),
    });
    // On a fake clock: each read's deadline passes when the test moves the clock (the retry's pause is noSleep).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: Awaited<ReturnType<ReturnType<typeof createQuickSearch>['search']>>;
    try {
      const searching = createQuickSearch({ links, upstream, timeoutMs: 20, warn: quiet, sleep: noSleep }).search(
        'jac',
      );
      await vi.advanceTimersByTimeAsync(20); // the first read's deadline
      expect(signals).toHaveLength(2); // retried
      await vi.advanceTimersByTimeAsync(20); // the retry's
      result = await searching;
    } finally {
      vi.useRealTimers();
    }
    expect(result.productsFailed).toBe(true);
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('leaves suggestions and content empty when their reads fail', async () => {
    const upstream = fakeUpstream({
      suggestions: vi.fn(async () => Promise.reject(new Error('down'))),
      contentPages: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const result = await createQuickSearch({ links, upstream, timeoutMs: 1_000, warn: quiet, sleep: noSleep }).search(
      'jac',
    );
    expect(result).toMatchObject({ phrases: [], categories: [], content: [], productsFailed: false });
    expect(result.products).toHaveLength(4);
  });
});

describe('content pages', () => {
  it('match when every word of the term starts a word of the name', () => {
    expect(nameMatches('trail gu', 'Trail guide: valley walks')).toBe(true);
    expect(nameMatches('guide trail', 'Trail guide')).toBe(true);
    expect(nameMatches('rail', 'Trail guide')).toBe(false);
    expect(nameMatches('   ', 'Trail guide')).toBe(false);
  });
});

describe('GET /__ridgeline/search-suggestions', () => {
  const search = (productsFailed = false) => ({
    search: vi.fn(async (term: string, localeId?: string) => ({
      term,
      phrases: [localeId ?? 'default'],
      categories: [],
      content: [],
      products: [],
      productsFailed,
    })),
  });

  it('answers JSON for a trimmed term, cacheable by browsers and CDNs', async () => {
    const service = search();
    const response = await respond(new Request('http://shop.test/__ridgeline/search-suggestions?q=%20jac%20'), service);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(QUICK_SEARCH_CACHE_CONTROL);
    expect(await response.json()).toMatchObject({ term: 'jac', phrases: ['default'] });
    expect(service.search).toHaveBeenCalledWith('jac', undefined);
  });

  it('passes a known locale on and ignores an unknown one', async () => {
    const service = search();
    await respond(new Request('http://shop.test/x?q=jac&locale=fr-CA'), service);
    await respond(new Request('http://shop.test/x?q=jac&locale=xx-YY'), service);
    expect(service.search.mock.calls.map((call) => call[1])).toEqual(['fr-CA', undefined]);
  });

  it('refuses a term under 3 characters (spaces not counted) with 400 and asks nothing', async () => {
    const service = search();
    for (const q of ['', 'ja', '  j  ']) {
      const response = await respond(new Request(`http://shop.test/x?q=${encodeURIComponent(q)}`), service);
      expect(response.status).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(service.search).not.toHaveBeenCalled();
  });

  it('cuts a long term to 50 characters', async () => {
    const service = search();
    await respond(new Request(`http://shop.test/x?q=${'a'.repeat(80)}`), service);
    expect(service.search.mock.calls[0]![0]).toHaveLength(50);
  });

  it('does not let an answer without products (failed search) be cached, nor tag it', async () => {
    const response = await respond(new Request('http://shop.test/x?q=jac'), search(true));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Surrogate-Key')).toBeNull();
    expect(response.headers.get('Cache-Tag')).toBeNull();
  });

  it('names its products, categories and content pages as cache tags, never the internal list', async () => {
    const service = {
      search: vi.fn(async (term: string) => ({
        term,
        phrases: [],
        categories: [{ id: 'mens-jackets', name: 'Jackets', url: '/c/mens-jackets/' }],
        content: [{ id: 'page-delivery-id', name: 'Jacket care', url: '/t/jacket-care' }],
        products: [{ id: 'RM1004', name: 'Shell', url: '/product/RM1004' }] as never,
        productsFailed: false,
      })),
    };
    const response = await quickSearchResponse(new Request('http://shop.test/x?q=jac'), service, () => undefined, {
      CDN_PURGE: 'akamai',
    });
    const tags = ['rl-all', 'rl-p-RM1004', 'rl-cat-mens-jackets', 'rl-c-page-delivery-id'];
    expect(response.headers.get('Surrogate-Key')).toBe(tags.join(' '));
    expect(response.headers.get('Cache-Tag')).toBe(tags.join(','));
    expect(response.headers.get('Edge-Cache-Tag')).toBe(tags.join(','));
    expect(response.headers.get('x-ridgeline-cache-tags')).toBeNull();
  });

  it('answers 405 to anything but GET and HEAD', async () => {
    const response = await respond(new Request('http://shop.test/x?q=jac', { method: 'POST' }), search());
    expect(response.status).toBe(405);
  });
});
