import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  autosuggestParams,
  createCommerceService,
  createQuickSearch,
  createSearchServiceClient,
  createSearchServiceProvider,
  type ProductSearchRequest,
  refinementsOf,
  SEARCH_FAILED_MESSAGE,
  SEARCH_SERVICE_CACHE_TIMES,
  SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED,
  SearchServiceError,
  searchServiceQuery,
  searchServiceQuickSearchUpstream,
  suggestionAnswerOf,
  SUGGEST_FAILED_MESSAGE,
} from '@ridgeline/commerce/server';
import { readCommerceConfig } from '../config.server';
import { readSearchProviderConfig, siteKeyFor, type SearchServiceConfig } from './config.server';
import { urls } from '../../urls';

const request = (overrides: Partial<ProductSearchRequest> = {}): ProductSearchRequest => ({
  q: 'jacket',
  refine: {},
  sort: 'best-matches',
  limit: 47,
  offset: 0,
  ...overrides,
});

describe('configuration', () => {
  it('defaults to Shopper Search, and to the sandbox’s stand-in when the service is chosen without keys', () => {
    expect(readSearchProviderConfig({})).toEqual({ provider: 'scapi' });
    const { service } = readSearchProviderConfig({ SEARCH_PROVIDER: 'unbxd', SANDBOX_PORT: '4999' });
    expect(service).toMatchObject({ hostUrl: 'http://localhost:4999/unbxd', strict: true });
    expect(siteKeyFor(service!, 'fr-CA')).toBe('ridgeline-fr-ca');
  });

  it('refuses an unknown provider, half a configuration and a bad strict flag', () => {
    expect(() => readSearchProviderConfig({ SEARCH_PROVIDER: 'solr' })).toThrow(/scapi or unbxd/);
    expect(() => readSearchProviderConfig({ SEARCH_PROVIDER: 'unbxd', UNBXD_API_KEY: 'k' })).toThrow(/together/);
    expect(() => readSearchProviderConfig({ SEARCH_PROVIDER: 'unbxd', UNBXD_STRICT: 'yes' })).toThrow(/UNBXD_STRICT/);
    expect(
      readSearchProviderConfig({
        SEARCH_PROVIDER: 'unbxd',
        UNBXD_HOST_URL: 'https://search.unbxd.io/',
        UNBXD_API_KEY: 'k',
        UNBXD_SITE_KEY: 's-{locale}',
        UNBXD_STRICT: 'false',
      }).service,
    ).toMatchObject({
      hostUrl: 'https://search.unbxd.io',
      apiKey: 'k',
      siteKeyTemplate: 's-{locale}',
      strict: false,
    });
  });
});

describe('the query of a list request', () => {
  it('search mode: q, paging, boolean page type, 100 variants, multiselect facets and selected facets', () => {
    const { endpoint, params } = searchServiceQuery(
      request({ limit: 50, offset: 100, sort: 'price-low-to-high' }),
      'en-US',
    );
    expect(endpoint).toBe('search');
    expect(Object.fromEntries(params)).toEqual({
      q: 'jacket',
      rows: '50',
      start: '100',
      'variants.count': '100',
      pagetype: 'boolean',
      'facet.multiselect': 'true',
      selectedfacet: 'true',
      sort: 'price asc',
      uc_param: 'country:US',
    });
  });

  it('category mode: the id path; no variants when the category slices by colour', () => {
    const plain = searchServiceQuery(
      request({ q: undefined, category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'] } }),
      'fr-CA',
    );
    expect(plain.endpoint).toBe('category');
    expect(plain.params.get('p')).toBe('categoryPath:"mens>mens-jackets"');
    expect(plain.params.get('variants.count')).toBe('100');
    expect(plain.params.has('q')).toBe(false);
    expect(plain.params.get('uc_param')).toBe('country:CA');
    const sliced = searchServiceQuery(
      request({ q: undefined, category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'], slicesByColour: true } }),
      'en-US',
    );
    expect(sliced.params.get('variants')).toBe('false');
    expect(sliced.params.has('variants.count')).toBe(false);
  });

  it('one filter per attribute, its values ORed and quoted; no filter for price or the category', () => {
    const { params } = searchServiceQuery(
      request({
        refine: {
          c_color: ['Black', 'Blue'],
          c_size: ['10" wide'],
          price: ['(0..50)'],
          cgid: ['mens'],
          c_fit: ['Slim'],
        },
      }),
      'en-US',
    );
    expect(params.getAll('filter')).toEqual([
      'color_uFilter:"Black" OR color_uFilter:"Blue"',
      'size_uFilter:"10\\" wide"',
      'c_fit:"Slim"',
    ]);
    expect(params.has('sort')).toBe(false);
  });

  it('a segment without members filters member-exclusive products out, and an address cannot lift it', () => {
    expect(searchServiceQuery(request(), 'en-US').params.getAll('filter')).toEqual([]);
    const guest = searchServiceQuery(
      request({ excludeMemberExclusive: true, refine: { c_color: ['Black'], memberExclusive: ['true'] } }),
      'en-US',
    );
    expect(guest.params.getAll('filter')).toEqual(['color_uFilter:"Black"', 'memberExclusive:"false"']);
    // Quick results are shared by every segment: always without them.
    expect(autosuggestParams('jac').getAll('filter')).toEqual([SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED]);
  });

  it('a member’s and a guest’s list are cached under different keys', async () => {
    const keys: string[] = [];
    const cache = {
      get: async (key: string) => (keys.push(key), { total: 0, offset: 0, hits: [], refinements: [] }),
      clear() {},
      size: 0,
    } as never;
    const provider = createSearchServiceProvider({
      client: { get: vi.fn() } as never,
      commerce: { productsByIds: vi.fn() },
      localeId: 'en-US',
      currency: 'USD',
      cache,
    });
    await provider.search(request());
    await provider.search(request({ excludeMemberExclusive: true }));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toContain(encodeURIComponent('memberExclusive:"false"').replace(/%20/g, '+'));
  });

  it('reads text facets as value/count pairs, skipping malformed entries', () => {
    expect(
      refinementsOf({
        text: {
          list: [
            { filterField: 'color_uFilter', displayName: 'Colour', values: ['Black', 3, 'Blue', '2', '', 4, 'Odd'] },
            { displayName: 'No field', values: ['x', 1] },
            { filterField: 'fit_uFilter', values: 'nope' },
            { filterField: 'material_uFilter', values: ['Wool', 1, 'Down', -1] },
          ],
        },
      }),
    ).toEqual([
      {
        attributeId: 'c_color',
        label: 'Colour',
        values: [
          { value: 'Black', label: 'Black', hitCount: 3, presentationId: 'black' },
          { value: 'Blue', label: 'Blue', hitCount: 2, presentationId: 'blue' },
        ],
      },
      {
        attributeId: 'material_uFilter',
        label: 'material_uFilter',
        values: [{ value: 'Wool', label: 'Wool', hitCount: 1 }],
      },
    ]);
    expect(refinementsOf(null)).toEqual([]);
  });
});

describe('against the sandbox', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let service: SearchServiceConfig;
  let commerce: ReturnType<typeof createCommerceService>;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    const port = new URL(sandbox.url).port;
    service = readSearchProviderConfig({ SEARCH_PROVIDER: 'unbxd', SANDBOX_PORT: port }).service!;
    commerce = createCommerceService(readCommerceConfig({ SANDBOX_PORT: port }));
  });
  afterAll(() => sandbox?.close());

  it('finds products, enriched by the commerce API, with facets and the total', async () => {
    const provider = createSearchServiceProvider({
      client: createSearchServiceClient(service),
      commerce,
      localeId: 'en-US',
      currency: 'USD',
    });
    const result = await provider.search(request({ limit: 5 }));
    expect(result.total).toBeGreaterThan(5);
    expect(result.hits).toHaveLength(5);
    // Enriched: the commerce API's product (with its id and variation attributes), not the bare search document.
    for (const hit of result.hits) {
      expect(hit.id).toBeTruthy();
      expect(hit.variationAttributes?.length).toBeGreaterThan(0);
    }
    expect(result.refinements.map((r) => r.attributeId)).toEqual(
      expect.arrayContaining(['c_color', 'c_size', 'c_gender']),
    );
  });

  it('narrows by a filter, browses a category, and keeps a search document when enrichment fails', async () => {
    const failing = { productsByIds: vi.fn().mockRejectedValue(new Error('commerce down')) };
    const warn = vi.fn();
    const provider = createSearchServiceProvider({
      client: createSearchServiceClient(service),
      commerce: failing,
      localeId: 'en-US',
      currency: 'USD',
      warn,
    });
    const all = await provider.search(
      request({ q: undefined, category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'] }, limit: 100 }),
    );
    const black = await provider.search(
      request({
        q: undefined,
        category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'] },
        refine: { c_color: ['Black'] },
        limit: 100,
      }),
    );
    expect(all.total).toBeGreaterThan(black.total);
    expect(black.total).toBeGreaterThan(0);
    expect(black.hits[0]).toMatchObject({
      productId: expect.any(String),
      productName: expect.any(String),
      price: expect.any(Number),
      image: { link: expect.stringContaining('/i/') },
    });
    expect(warn).toHaveBeenCalledWith('Product enrichment failed', { error: 'commerce down' });
  });

  it('leaves member-exclusive products out of the total and the pages for a segment without members', async () => {
    const provider = createSearchServiceProvider({
      client: createSearchServiceClient(service),
      commerce,
      localeId: 'en-US',
      currency: 'USD',
    });
    const category = { id: 'mens-jackets', path: ['mens', 'mens-jackets'] };
    const members = await provider.search(request({ q: undefined, category, limit: 100 }));
    const guests = await provider.search(request({ q: undefined, category, limit: 100, excludeMemberExclusive: true }));
    expect(members.hits.map((hit) => hit.productId ?? hit.id)).toContain('RM1005');
    expect(guests.hits.map((hit) => hit.productId ?? hit.id)).not.toContain('RM1005');
    expect(guests.total).toBe(guests.hits.length);
    expect(guests.total).toBe(members.total - members.hits.filter((hit) => hit.c_memberExclusive === true).length);
  });

  it('answers nothing found with the service’s correction', async () => {
    const provider = createSearchServiceProvider({
      client: createSearchServiceClient(service),
      commerce,
      localeId: 'en-US',
      currency: 'USD',
    });
    const result = await provider.search(request({ q: 'jakcet' }));
    expect(result).toMatchObject({ total: 0, hits: [], suggestedPhrase: 'jacket' });
  });

  it('caches a search 10 s: the same request twice makes one call', async () => {
    expect(SEARCH_SERVICE_CACHE_TIMES.freshMs).toBe(10_000);
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    const provider = createSearchServiceProvider({
      client: createSearchServiceClient(service, { fetch: counting }),
      commerce,
      localeId: 'en-US',
      currency: 'USD',
    });
    await provider.search(request({ limit: 3 }));
    await provider.search(request({ limit: 3 }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`/unbxd/${service.apiKey}/ridgeline-en-us/search?q=jacket`);
  });

  it('strict: a failed answer throws the service’s message; lenient: it reads as nothing found and is logged', async () => {
    const wrongKey = { ...service, apiKey: 'wrong' };
    await expect(
      createSearchServiceClient(wrongKey).get('search', new URLSearchParams({ q: 'jacket' }), 'en-US'),
    ).rejects.toEqual(new SearchServiceError(SEARCH_FAILED_MESSAGE, 401));
    await expect(
      createSearchServiceClient(wrongKey).get('autosuggest', new URLSearchParams({ q: 'jacket' }), 'en-US'),
    ).rejects.toThrow(SUGGEST_FAILED_MESSAGE);
    const warn = vi.fn();
    const lenient = createSearchServiceProvider({
      client: createSearchServiceClient({ ...wrongKey, strict: false }, { warn }),
      commerce,
      localeId: 'en-US',
      currency: 'USD',
    });
    expect(await lenient.search(request())).toEqual({ total: 0, offset: 0, hits: [], refinements: [] });
    expect(warn).toHaveBeenCalledWith(SEARCH_FAILED_MESSAGE, { endpoint: 'search', status: 401 });
  });

  it('refuses an answer over the size limit and one that is not JSON', async () => {
    const huge: typeof fetch = async () =>
      new Response('x', { headers: { 'content-length': String(64 * 1024 * 1024) } });
    await expect(
      createSearchServiceClient(service, { fetch: huge }).get('search', new URLSearchParams(), 'en-US'),
    ).rejects.toThrow(SEARCH_FAILED_MESSAGE);
    const html: typeof fetch = async () => new Response('<html>', { status: 200 });
    await expect(
      createSearchServiceClient(service, { fetch: html }).get('search', new URLSearchParams(), 'en-US'),
    ).rejects.toThrow(/not JSON/);
  });

  it('feeds the quick search: phrases, categories, priced products and didYouMean', async () => {
    const upstream = searchServiceQuickSearchUpstream({
      client: createSearchServiceClient(service),
      commerce,
      content: {
        contentPages: async () => [{ id: 'c1', slug: 'rain-guide', name: 'Rain jacket guide', keywords: '' }],
      },
      localeId: 'en-US',
      currency: 'USD',
    });
    const quick = createQuickSearch({ links: urls, upstream, timeoutMs: 30_000 });
    const result = await quick.search('jacket');
    expect(result.phrases.length).toBeGreaterThan(0);
    expect(result.categories.map((c) => c.id)).toEqual(expect.arrayContaining(['mens-jackets']));
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products)
      expect(product.price).toMatchObject({ value: expect.any(Number), currency: 'USD' });
    expect(result.content.map((c) => c.id)).toEqual(['c1']);
    const misspelt = await quick.search('jakcet');
    expect(misspelt.didYouMean).toBe('jacket');
  });

  it('maps in-field buckets to categories with their parent’s name', () => {
    const answer = suggestionAnswerOf(
      {
        response: {
          products: [
            {
              doctype: 'IN_FIELD',
              autosuggest: 'jacket',
              categoryPathId_in: ['mens>mens-jackets'],
              categoryPath_in: ['Men>Jackets'],
            },
            { doctype: 'PROMOTED_SUGGESTION', autosuggest: 'rain gear' },
          ],
        },
      },
      'jac',
    );
    expect(answer.categorySuggestions?.categories).toEqual([
      { id: 'mens-jackets', name: 'Jackets', parentCategoryName: 'Men' },
    ]);
    expect(answer.productSuggestions?.suggestedPhrases).toEqual([{ phrase: 'jacket' }]);
    expect(answer.customSuggestion?.suggestedPhrases).toEqual([{ phrase: 'rain gear' }]);
  });
});
