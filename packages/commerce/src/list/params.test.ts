import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  DEFAULT_SORT,
  listSearchParams,
  MAX_OFFSET,
  pageOf,
  parseLimit,
  parseListQuery,
  parseRefinements,
  withLimit,
  withPage,
  withRefinementToggled,
  withSort,
  type ListQuery,
} from './params';

const parse = (search: string, mode: 'search' | 'category' = 'category') =>
  parseListQuery(new URLSearchParams(search), mode);
const base: ListQuery = { q: '', sort: DEFAULT_SORT, limit: DEFAULT_LIMIT, offset: 0, refine: {} };

describe('parseListQuery', () => {
  it('reads nothing as the defaults: limit 47, offset 0, best matches, no filters', () => {
    expect(parse('')).toEqual(base);
    expect(DEFAULT_LIMIT).toBe(47);
    expect(DEFAULT_SORT).toBe('best-matches');
  });

  it('reads a well-formed address', () => {
    expect(
      parse(
        'q=rain%20jacket&sort=newest&limit=100&page=3&refine=c_color%3DBlue%7CBlack&refine=price%3D(50..100)',
        'search',
      ),
    ).toEqual({
      q: 'rain jacket',
      sort: 'newest',
      limit: 100,
      offset: 200,
      refine: { c_color: ['Black', 'Blue'], price: ['(50..100)'] },
    });
  });

  it('ignores an unknown sort', () => {
    expect(parse('sort=cheapest').sort).toBe('best-matches');
    expect(parse('sort=').sort).toBe('best-matches');
    expect(parse('sort=PRICE-LOW-TO-HIGH').sort).toBe('best-matches');
  });

  it('clamps the page size to an offered one', () => {
    expect(parseLimit('10000')).toBe(100);
    expect(parseLimit('99')).toBe(50);
    expect(parseLimit('48')).toBe(47);
    expect(parseLimit('5')).toBe(47);
    expect(parseLimit('0')).toBe(47);
    expect(parseLimit('-50')).toBe(47);
    expect(parseLimit('abc')).toBe(47);
    expect(parseLimit('1e3')).toBe(47);
    expect(parseLimit(null)).toBe(47);
  });

  it('never reads a negative, malformed or huge offset or page', () => {
    expect(parse('offset=-5').offset).toBe(0);
    expect(parse('offset=abc').offset).toBe(0);
    expect(parse('offset=94').offset).toBe(94);
    expect(parse('offset=99999999').offset).toBe(MAX_OFFSET);
    expect(parse('page=abc').offset).toBe(0);
    expect(parse('page=0').offset).toBe(0);
    expect(parse('page=-2').offset).toBe(0);
    expect(parse('page=2.5').offset).toBe(0);
    expect(parse('page=99999999999').offset).toBe(0);
    expect(parse('page=999999').offset).toBe(MAX_OFFSET);
    // page wins over offset
    expect(parse('page=2&offset=5').offset).toBe(47);
    expect(parse('page=abc&offset=47').offset).toBe(47);
  });

  it('reads only the first of repeated scalar parameters', () => {
    expect(parse('sort=newest&sort=top-rated&limit=50&limit=100').sort).toBe('newest');
    expect(parse('limit=50&limit=100').limit).toBe(50);
  });

  it('trims and caps the search phrase, and has none on category pages', () => {
    expect(parse('q=%20%20fleece%20', 'search').q).toBe('fleece');
    expect(parse(`q=${'a'.repeat(500)}`, 'search').q).toHaveLength(200);
    expect(parse('q=fleece', 'category').q).toBe('');
  });
});

describe('parseRefinements', () => {
  it('merges repeated refinements of one attribute, each value once', () => {
    expect(parseRefinements(['c_color=Blue', 'c_color=Black|Blue', 'c_size=M'], 'search')).toEqual({
      c_color: ['Black', 'Blue'],
      c_size: ['M'],
    });
  });

  it('ignores malformed refinements', () => {
    expect(
      parseRefinements(
        [
          'c_color',
          '=Blue',
          'c_color=',
          'c_color=|',
          '1bad=x',
          'c color=Blue',
          'price=cheap',
          'price=(a..b)',
          `c_size=${'x'.repeat(101)}`,
        ],
        'search',
      ),
    ).toEqual({});
  });

  it('never offers c_isNew, ID or c_includeInPhotoJob, even when asked', () => {
    expect(
      parseRefinements(['c_isNew=true', 'ID=RM1001', 'c_includeInPhotoJob=true', 'c_color=Blue'], 'search'),
    ).toEqual({ c_color: ['Blue'] });
  });

  it('keeps one category and one price range, and no category on category pages', () => {
    expect(parseRefinements(['price=(0..50)|(50..100)', 'cgid=mens|womens'], 'search')).toEqual({
      cgid: ['mens'],
      price: ['(0..50)'],
    });
    expect(parseRefinements(['cgid=womens', 'c_color=Blue'], 'category')).toEqual({ c_color: ['Blue'] });
  });

  it('caps the number of attributes and values', () => {
    const many = Array.from({ length: 40 }, (_, index) => `c_a${index}=v`);
    expect(Object.keys(parseRefinements(many, 'search'))).toHaveLength(12);
    const values = Array.from({ length: 80 }, (_, index) => `v${index}`).join('|');
    expect(parseRefinements([`c_size=${values}`], 'search').c_size).toHaveLength(30);
  });
});

describe('listSearchParams', () => {
  it('omits page, offset, the default limit and the default sort on page 1', () => {
    expect(listSearchParams(base).toString()).toBe('');
    expect(listSearchParams(withPage({ ...base, sort: 'newest', limit: 50 }, 1)).toString()).toBe(
      'sort=newest&limit=50',
    );
  });

  it('writes page from page 2, refinements sorted, one per attribute', () => {
    const query = withPage({ ...base, refine: { c_size: ['M', 'L'], c_color: ['Blue'] } }, 3);
    expect(listSearchParams(query).toString()).toBe('refine=c_color%3DBlue&refine=c_size%3DL%7CM&page=3');
  });

  it('writes an offset that does not start a page as offset', () => {
    expect(listSearchParams({ ...base, offset: 10 }).toString()).toBe('offset=10');
  });

  it('round-trips through parseListQuery', () => {
    const query: ListQuery = {
      q: '',
      sort: 'top-rated',
      limit: 100,
      offset: 200,
      refine: { c_color: ['Black', 'Blue'], price: ['(100..150)'] },
    };
    expect(parseListQuery(listSearchParams(query), 'category')).toEqual(query);
  });
});

describe('state changes', () => {
  it('toggles a value: OR within a facet, AND across facets, back to page 1', () => {
    const start = withPage({ ...base, refine: { c_color: ['Blue'] } }, 2);
    const both = withRefinementToggled(start, 'c_color', 'Black');
    expect(both.refine).toEqual({ c_color: ['Black', 'Blue'] });
    expect(both.offset).toBe(0);
    const sized = withRefinementToggled(both, 'c_size', 'M');
    expect(sized.refine).toEqual({ c_color: ['Black', 'Blue'], c_size: ['M'] });
    expect(withRefinementToggled(sized, 'c_size', 'M').refine).toEqual({ c_color: ['Black', 'Blue'] });
  });

  it('replaces the value of a single-value facet', () => {
    const cheap = withRefinementToggled(base, 'price', '(0..50)');
    expect(withRefinementToggled(cheap, 'price', '(50..100)').refine).toEqual({ price: ['(50..100)'] });
  });

  it('starts a new sort or page size at page 1', () => {
    const third = withPage(base, 3);
    expect(pageOf(third)).toBe(3);
    expect(withSort(third, 'newest').offset).toBe(0);
    expect(withLimit(third, 100)).toMatchObject({ limit: 100, offset: 0 });
  });
});
