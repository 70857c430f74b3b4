import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilter, SEARCH_SERVICE_API_KEY, searchServiceSiteKey } from './commerce/search-service.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** The third-party search service's stand-in (`/unbxd/{apiKey}/{siteKey}/…`): its wire format and its refusals. */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

type Facet = { facetName: string; filterField: string; displayName: string; values: (string | number)[] };
type Answer = {
  searchMetaData: { status: number; queryParams: Record<string, unknown> };
  response: { numberOfProducts: number; start: number; products: Record<string, unknown>[] };
  facets?: { text: { list: Facet[]; selected?: Record<string, { values: string[] }> } };
  didYouMean?: { suggestion: string }[];
  error?: { code: number; msg: string };
};

async function get(
  path: string,
  params: Record<string, string | string[]>,
  siteKey = searchServiceSiteKey('en-US'),
  apiKey = SEARCH_SERVICE_API_KEY,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) query.append(name, v);
  const response = await fetch(`${sandbox.url}/unbxd/${apiKey}/${siteKey}/${path}?${query}`);
  return { status: response.status, body: (await response.json()) as Answer };
}

const valuesOf = (facet: Facet | undefined) => {
  const pairs = new Map<string, number>();
  for (let i = 0; facet && i < facet.values.length; i += 2)
    pairs.set(String(facet.values[i]), Number(facet.values[i + 1]));
  return pairs;
};

describe('search', () => {
  it('answers a phrase with products, text facets as value/count pairs, and the paging asked for', async () => {
    const { status, body } = await get('search', {
      q: 'jacket',
      rows: '5',
      start: '0',
      'facet.multiselect': 'true',
      selectedfacet: 'true',
      'variants.count': '100',
      pagetype: 'boolean',
    });
    expect(status).toBe(200);
    expect(body.searchMetaData.status).toBe(0);
    expect(body.searchMetaData.queryParams).toMatchObject({ q: 'jacket', rows: '5' });
    expect(body.response.numberOfProducts).toBeGreaterThan(5);
    expect(body.response.products).toHaveLength(5);
    const [first] = body.response.products;
    expect(first).toMatchObject({
      uniqueId: expect.any(String),
      title: expect.stringMatching(/jacket/i),
      price: expect.any(Number),
      currency: 'USD',
    });
    expect((first!.variants as unknown[]).length).toBe(first!.variantCount);
    const colour = body.facets!.text.list.find((f) => f.filterField === 'color_uFilter');
    expect(colour).toMatchObject({ displayName: 'Colour' });
    expect(colour!.values.length % 2).toBe(0);
    const total = [...valuesOf(colour).values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(body.response.numberOfProducts);
  });

  it('ORs values within a filter, ANDs filters, and keeps a facet’s other values under multiselect', async () => {
    const black = await get('search', {
      q: 'jacket',
      rows: '100',
      filter: 'color_uFilter:"Black"',
      'facet.multiselect': 'true',
      selectedfacet: 'true',
    });
    const either = await get('search', {
      q: 'jacket',
      rows: '100',
      filter: 'color_uFilter:"Black" OR color_uFilter:"Blue"',
      'facet.multiselect': 'true',
    });
    const both = await get('search', {
      q: 'jacket',
      rows: '100',
      filter: ['color_uFilter:"Black" OR color_uFilter:"Blue"', 'gender_uFilter:"Women\'s"'],
    });
    expect(black.body.response.numberOfProducts).toBeGreaterThan(0);
    expect(either.body.response.numberOfProducts).toBeGreaterThan(black.body.response.numberOfProducts);
    expect(both.body.response.numberOfProducts).toBeLessThan(either.body.response.numberOfProducts);
    for (const product of both.body.response.products) {
      expect(product.gender_uFilter).toEqual(["Women's"]);
      expect((product.color_uFilter as string[]).some((c) => c === 'Black' || c === 'Blue')).toBe(true);
    }
    expect(black.body.facets!.text.selected).toEqual({ color_uFilter: { values: ['Black'] } });
    expect(
      valuesOf(black.body.facets!.text.list.find((f) => f.filterField === 'color_uFilter')).get('Blue'),
    ).toBeGreaterThan(0);
  });

  it('sorts by the fields named, and leaves out `variants` when asked', async () => {
    const { body } = await get('search', { q: 'jacket', rows: '20', sort: 'price asc', variants: 'false' });
    const prices = body.response.products.map((p) => p.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.response.products[0]).not.toHaveProperty('variants');
  });

  it('offers a spelling correction when nothing matches', async () => {
    const { body } = await get('search', { q: 'jakcet' });
    expect(body.response.numberOfProducts).toBe(0);
    expect(body.response.products).toEqual([]);
    expect(body.didYouMean?.[0]?.suggestion).toBe('jacket');
  });

  it('prices a Canadian index in Canadian dollars and names its categories in French', async () => {
    const fr = await get('search', { q: 'jacket', rows: '1' }, searchServiceSiteKey('fr-CA'));
    const us = await get('search', { q: 'jacket', rows: '1' }, searchServiceSiteKey('en-US'));
    expect(fr.body.response.products[0]!.currency).toBe('CAD');
    expect(fr.body.response.products[0]!.price).toBeGreaterThan(us.body.response.products[0]!.price as number);
  });
});

describe('category', () => {
  it('browses a category by its id path, and refuses a broken path', async () => {
    const { status, body } = await get('category', {
      p: 'categoryPath:"mens>mens-jackets"',
      rows: '50',
      'variants.count': '100',
    });
    expect(status).toBe(200);
    expect(body.response.numberOfProducts).toBeGreaterThan(0);
    for (const product of body.response.products)
      expect((product.categoryPathId as string[]).some((path) => path.startsWith('mens>mens-jackets'))).toBe(true);
    const broken = await get('category', { p: 'categoryPath:"womens>mens-jackets"' });
    expect(broken.status).toBe(404);
    expect(broken.body.error!.msg).toMatch(/No category/);
  });
});

describe('member-exclusive products', () => {
  const exclude = 'memberExclusive:"false"';
  it('a memberExclusive:"false" filter leaves them out of the products, the total, the facets and the pages', async () => {
    const all = await get('category', {
      p: 'categoryPath:"mens>mens-jackets"',
      rows: '100',
      'facet.multiselect': 'true',
    });
    const members = all.body.response.products.filter((product) => product.memberExclusive === true);
    expect(members.map((product) => product.uniqueId)).toContain('RM1005');
    const open = await get('category', {
      p: 'categoryPath:"mens>mens-jackets"',
      rows: '100',
      filter: exclude,
      'facet.multiselect': 'true',
    });
    expect(open.status).toBe(200);
    expect(open.body.response.numberOfProducts).toBe(all.body.response.numberOfProducts - members.length);
    expect(open.body.response.products.map((product) => product.uniqueId)).not.toContain('RM1005');
    // Multiselect leaves out only a facet's own filter: the gender counts add up to the smaller total.
    const gender = valuesOf(open.body.facets!.text.list.find((f) => f.filterField === 'gender_uFilter'));
    expect([...gender.values()].reduce((a, b) => a + b, 0)).toBe(open.body.response.numberOfProducts);
    const lastPage = await get('category', {
      p: 'categoryPath:"mens>mens-jackets"',
      rows: '2',
      start: String(open.body.response.numberOfProducts - 1),
      filter: exclude,
    });
    expect(lastPage.body.response.products.map((product) => product.uniqueId)).toEqual(
      open.body.response.products.slice(-1).map((product) => product.uniqueId),
    );
  });

  it('filters autosuggest’s popular products too, and refuses a field it does not know', async () => {
    const params = { q: 'glacier crest', version: 'v2', 'popularProducts.count': '5' };
    const popular = async (extra: Record<string, string>) =>
      (await get('autosuggest', { ...params, ...extra })).body.response.products
        .filter((doc) => doc.doctype === 'POPULAR_PRODUCTS')
        .map((doc) => doc.uniqueId);
    expect(await popular({})).toContain('RM1005');
    expect(await popular({ filter: exclude })).not.toContain('RM1005');
    expect((await get('autosuggest', { ...params, filter: 'secret_uFilter:"x"' })).status).toBe(400);
  });
});

describe('autosuggest', () => {
  it('answers the v2 buckets: in-field phrases with categories, keywords, promoted, top queries and products', async () => {
    const { status, body } = await get('autosuggest', {
      q: 'jac',
      version: 'v2',
      'inFields.count': '1',
      'keywordSuggestions.count': '7',
      'promotedSuggestions.count': '2',
      'topQueries.count': '1',
      'popularProducts.count': '4',
      'bucket.field': 'categoryPathId',
      'bucket.limit': '6',
      spellcheck: 'true',
    });
    expect(status).toBe(200);
    const byType = (type: string) => body.response.products.filter((doc) => doc.doctype === type);
    const [inField] = byType('IN_FIELD');
    expect(inField).toMatchObject({ autosuggest: 'jacket' });
    expect((inField!.categoryPathId_in as string[]).length).toBeGreaterThan(0);
    expect((inField!.categoryPathId_in as string[]).length).toBeLessThanOrEqual(6);
    expect((inField!.categoryPath_in as string[]).length).toBe((inField!.categoryPathId_in as string[]).length);
    expect(byType('PROMOTED_SUGGESTION').map((d) => d.autosuggest)).toEqual(['waterproof jackets']);
    expect(byType('POPULAR_PRODUCTS')).toHaveLength(4);
    expect(byType('POPULAR_PRODUCTS')[0]).toMatchObject({
      uniqueId: expect.any(String),
      price: expect.any(Number),
      imageUrl: expect.stringContaining('/i/'),
    });
  });

  it('corrects a misspelling under spellcheck', async () => {
    const { body } = await get('autosuggest', { q: 'jakcet', version: 'v2', spellcheck: 'true' });
    expect(body.response.products.filter((d) => d.doctype === 'POPULAR_PRODUCTS')).toEqual([]);
    expect(body.didYouMean?.[0]?.suggestion).toBe('jacket');
  });
});

describe('refusals', () => {
  it('answers 401 to another API key and 404 to an unknown site key, in the service’s error shape', async () => {
    const key = await get('search', { q: 'jacket' }, searchServiceSiteKey('en-US'), 'not-the-key');
    expect(key).toEqual({ status: 401, body: { error: { code: 401, msg: 'Invalid API key' } } });
    const site = await get('search', { q: 'jacket' }, 'ridgeline-de-de');
    expect(site.status).toBe(404);
  });

  it('answers 400 to malformed paging, filters and sorts', async () => {
    const malformed: Record<string, string>[] = [
      { rows: '101' },
      { start: '-1' },
      { filter: 'color_uFilter=Black' },
      { filter: 'price:"10"' },
      { sort: 'name up' },
    ];
    for (const params of malformed) {
      const { status, body } = await get('search', { q: 'jacket', ...params });
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.error!.code).toBe(400);
    }
  });

  it('reads quoted values with escaped quotes and refuses two fields in one filter', () => {
    expect(parseFilter('size_uFilter:"10\\" wide" OR size_uFilter:"M"')).toEqual({
      field: 'size_uFilter',
      values: ['10" wide', 'M'],
    });
    expect(() => parseFilter('size_uFilter:"M" OR color_uFilter:"Black"')).toThrow(/one field/);
  });
});
