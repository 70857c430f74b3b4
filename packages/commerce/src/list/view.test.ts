import { describe, expect, it } from 'vitest';
import type { SearchRefinement } from '../productSearch';
import { DEFAULT_LIMIT, DEFAULT_SORT, withPage, type ListQuery } from './params';
import { breadcrumbs, facetViews, listHref, listView, quickFilters, type ListLinks, type ListWords } from './view';

/** The storefront's addresses (`app/platform/urls.ts`) under a locale prefix ('' for the default locale). */
const linksFor = (prefix: string): ListLinks => {
  const withQuery = (path: string, query?: URLSearchParams) => (query?.toString() ? `${path}?${query}` : path);
  return {
    home: prefix ? `${prefix}/home` : '/',
    category: (id, query) => withQuery(`${prefix}/c/${encodeURIComponent(id)}/`, query),
    search: (q, query) => {
      const params = new URLSearchParams({ q });
      for (const [name, value] of query ?? []) if (name !== 'q') params.append(name, value);
      return withQuery(`${prefix}/search`, params);
    },
    searchPath: `${prefix}/search`,
  };
};
const LINKS = linksFor('');
const WORDS: ListWords = {
  home: 'Home',
  searchHeading: (q) => (q ? `Search results for “${q}”` : 'Search'),
  sorts: {
    'best-matches': 'Best Matches',
    'featured-new': 'Featured',
    newest: 'Newest',
    'price-high-to-low': 'Price High to Low',
    'price-low-to-high': 'Price Low to High',
    'top-rated': 'Top Rated',
  },
};

const base: ListQuery = { q: '', sort: DEFAULT_SORT, limit: DEFAULT_LIMIT, offset: 0, refine: {} };
const category = { mode: 'category', categoryId: 'mens' } as const;
const search = { mode: 'search' } as const;

const refinements: SearchRefinement[] = [
  {
    attributeId: 'cgid',
    label: 'Category',
    values: [
      {
        value: 'mens',
        label: "Men's",
        hitCount: 22,
        values: ['jackets', 'fleece', 'shirts', 'pants', 'footwear', 'sale', 'empty'].map((id, index) => ({
          value: `mens-${id}`,
          label: id,
          hitCount: id === 'empty' ? 0 : 6 - index,
        })),
      },
      { value: 'womens', label: "Women's", hitCount: 30 },
    ],
  },
  {
    attributeId: 'c_color',
    label: 'Color',
    values: [
      { value: 'Black', label: 'Black', hitCount: 5, presentationId: 'black' },
      { value: 'Blue', label: 'Blue', hitCount: 3, presentationId: 'blue' },
      { value: 'Teal', label: 'Teal', hitCount: 0, presentationId: 'teal' },
      { value: 'Sparkle', label: 'Sparkle', hitCount: 1, presentationId: 'sparkle' },
    ],
  },
  { attributeId: 'c_isNew', label: 'New Arrivals', values: [{ value: 'true', label: 'New', hitCount: 4 }] },
  { attributeId: 'ID', label: 'Product ID', values: [{ value: 'RM1001', label: 'RM1001', hitCount: 1 }] },
  { attributeId: 'c_includeInPhotoJob', label: 'Photo job', values: [{ value: 'true', label: 'Yes', hitCount: 1 }] },
  { attributeId: 'c_size', label: 'Size', values: [] },
];

describe('listHref', () => {
  it('builds category and search addresses with the canonical query', () => {
    expect(listHref(category, base, LINKS)).toBe('/c/mens/');
    expect(listHref(category, withPage({ ...base, refine: { c_color: ['Blue'] } }, 2), LINKS)).toBe(
      '/c/mens/?refine=c_color%3DBlue&page=2',
    );
    expect(listHref(search, { ...base, q: 'rain jacket', sort: 'newest' }, LINKS)).toBe(
      '/search?q=rain+jacket&sort=newest',
    );
    expect(listHref(category, base, linksFor('/fr-ca'))).toBe('/fr-ca/c/mens/');
  });
});

describe('facetViews', () => {
  it('never offers c_isNew, ID or c_includeInPhotoJob, nor empty facets', () => {
    expect(facetViews(search, base, refinements, LINKS).map((facet) => facet.attributeId)).toEqual(['cgid', 'c_color']);
  });

  it('leaves the category facet to the address on category pages', () => {
    expect(facetViews(category, base, refinements, LINKS).map((facet) => facet.attributeId)).toEqual(['c_color']);
  });

  it('links each value to the list with it switched, draws known colours, drops values without hits unless chosen', () => {
    const query = { ...base, refine: { c_color: ['Blue', 'Teal'] } };
    const [colour] = facetViews(category, query, refinements, LINKS);
    expect(colour!.values.map((value) => [value.value, value.selected, value.href, value.swatch])).toEqual([
      ['Black', false, '/c/mens/?refine=c_color%3DBlack%7CBlue%7CTeal', '#1f1f22'],
      ['Blue', true, '/c/mens/?refine=c_color%3DTeal', '#3f6fa3'],
      ['Teal', true, '/c/mens/?refine=c_color%3DBlue', undefined],
      ['Sparkle', false, '/c/mens/?refine=c_color%3DBlue%7CSparkle%7CTeal', undefined],
    ]);
  });
});

describe('quickFilters', () => {
  it('offers at most five subcategories with products on a category page', () => {
    const filters = quickFilters(category, base, refinements, LINKS);
    expect(filters.map((filter) => [filter.id, filter.href])).toEqual([
      ['mens-jackets', '/c/mens-jackets/'],
      ['mens-fleece', '/c/mens-fleece/'],
      ['mens-shirts', '/c/mens-shirts/'],
      ['mens-pants', '/c/mens-pants/'],
      ['mens-footwear', '/c/mens-footwear/'],
    ]);
  });

  it('offers the categories with the most hits as filters on search results', () => {
    const filters = quickFilters(search, { ...base, q: 'jacket', refine: { cgid: ['mens'] } }, refinements, LINKS);
    expect(filters.map((filter) => [filter.id, filter.href, filter.selected ?? false])).toEqual([
      ['womens', '/search?q=jacket&refine=cgid%3Dwomens', false],
      ['mens', '/search?q=jacket', true],
    ]);
  });
});

describe('breadcrumbs', () => {
  it('goes from home down the parent chain', () => {
    expect(
      breadcrumbs(
        {
          id: 'mens-jackets',
          name: 'Jackets & Vests',
          path: [
            { id: 'mens', name: "Men's" },
            { id: 'mens-jackets', name: 'Jackets & Vests' },
          ],
        },
        LINKS,
        WORDS,
      ),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: "Men's", href: '/c/mens/' },
      { label: 'Jackets & Vests', href: '/c/mens-jackets/' },
    ]);
  });
});

describe('listView', () => {
  it('links the pages the pagination shows, and clamps the page into the results', () => {
    const view = listView({
      target: category,
      query: withPage(base, 5),
      total: 47 * 9,
      tiles: [],
      refinements: [],
      links: LINKS,
      words: WORDS,
    });
    expect(view.page).toBe(5);
    expect(view.pageCount).toBe(9);
    expect(Object.keys(view.pageHrefs).map(Number)).toEqual([1, 4, 5, 6, 9]);
    expect(view.pageHrefs[1]).toBe('/c/mens/');
    expect(view.pageHrefs[6]).toBe('/c/mens/?page=6');
    expect(
      listView({
        target: category,
        query: withPage(base, 50),
        total: 10,
        tiles: [],
        refinements: [],
        links: LINKS,
        words: WORDS,
      }).page,
    ).toBe(1);
  });

  it('gives the sort and page-size forms the other parameters, never the page', () => {
    const query = withPage({ ...base, q: 'fleece', sort: 'newest', limit: 50, refine: { c_color: ['Blue'] } }, 2);
    const view = listView({
      target: search,
      query,
      total: 200,
      tiles: [],
      refinements: [],
      links: LINKS,
      words: WORDS,
    });
    expect(view.formAction).toBe('/search');
    expect(view.sort.hidden).toEqual([
      ['q', 'fleece'],
      ['refine', 'c_color=Blue'],
      ['limit', '50'],
    ]);
    expect(view.limit.hidden).toEqual([
      ['q', 'fleece'],
      ['refine', 'c_color=Blue'],
      ['sort', 'newest'],
    ]);
    expect(view.sort.options.map((option) => option.value)).toEqual([
      'best-matches',
      'featured-new',
      'newest',
      'price-high-to-low',
      'price-low-to-high',
      'top-rated',
    ]);
    expect(view.limit.options.map((option) => option.value)).toEqual(['47', '50', '100']);
  });

  it('offers the corrected phrase of an empty search', () => {
    const view = listView({
      target: search,
      query: { ...base, q: 'fleese' },
      total: 0,
      tiles: [],
      refinements: [],
      suggestedPhrase: 'fleece',
      links: LINKS,
      words: WORDS,
    });
    expect(view.suggestion).toEqual({ phrase: 'fleece', href: '/search?q=fleece' });
    expect(
      listView({
        target: search,
        query: { ...base, q: 'fleece' },
        total: 0,
        tiles: [],
        refinements: [],
        suggestedPhrase: 'Fleece',
        links: LINKS,
        words: WORDS,
      }).suggestion,
    ).toBeUndefined();
  });
});
