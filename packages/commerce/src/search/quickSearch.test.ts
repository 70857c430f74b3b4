import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  didYouMeanFrom,
  parseRecentSearches,
  quickSearchMessage,
  quickSearchTerm,
  RECENT_SEARCHES_LIMIT,
  submittedTerm,
} from './quickSearch';
import { quickSearchView } from './quickSearchView';

/** The shell's English words (the app's `ENGLISH_SEARCH_MESSAGES`). */
const TEXT = {
  productsFailed: 'Unable to load products. Please try again.',
  noResults: 'No products found',
  didYouMean: 'Did you mean {suggestion}?',
  from: 'From {price}',
  statusOne: '{count} suggestion for {term}',
  statusOther: '{count} suggestions for {term}',
  groups: {
    recent: 'Recent searches',
    didYouMean: 'Did you mean',
    phrases: 'Suggestions',
    categories: 'Categories',
    content: 'Content',
    products: 'Products',
  },
};

describe('quickSearchTerm (3 characters minimum)', () => {
  it('asks for suggestions from 3 characters on, trimmed', () => {
    expect(quickSearchTerm('jac')).toBe('jac');
    expect(quickSearchTerm('  jacket ')).toBe('jacket');
  });
  it('clears the query below 3 characters, spaces not counted', () => {
    expect(quickSearchTerm('ja')).toBe('');
    expect(quickSearchTerm(' ja ')).toBe('');
    expect(quickSearchTerm('')).toBe('');
  });
});

describe('submittedTerm', () => {
  it('submits the trimmed term; a blank one does nothing', () => {
    expect(submittedTerm('  rain jacket  ')).toBe('rain jacket');
    expect(submittedTerm('ab')).toBe('ab');
    expect(submittedTerm('   ')).toBeUndefined();
    expect(submittedTerm('')).toBeUndefined();
  });
});

describe('recent searches', () => {
  it('puts the newest first and removes an earlier entry that differs only in case', () => {
    expect(addRecentSearch(['boots', 'Rain Jacket', 'tent'], 'rain jacket')).toEqual(['rain jacket', 'boots', 'tent']);
  });
  it('keeps at most 5', () => {
    expect(addRecentSearch(['aaa', 'bbb', 'ccc', 'ddd', 'eee'], 'fff')).toEqual(['fff', 'aaa', 'bbb', 'ccc', 'ddd']);
  });
  it('ignores terms shorter than 3 characters and trims', () => {
    expect(addRecentSearch(['boots'], ' ja ')).toEqual(['boots']);
    expect(addRecentSearch([], '  tent  ')).toEqual(['tent']);
  });
  it('holds its rules for any sequence of searches', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 30 }), (terms) => {
        let list: string[] = [];
        for (const term of terms) {
          const before = list;
          list = addRecentSearch(list, term);
          if (term.trim().length >= 3) expect(list[0]).toBe(term.trim());
          else expect(list).toEqual(before);
        }
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_LIMIT);
        const keys = list.map((entry) => entry.toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(list.every((entry) => entry.length >= 3)).toBe(true);
      }),
    );
  });
  it('reads anything stored as a clean list (bad JSON, wrong types, repeats, short entries, too many)', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(
      parseRecentSearches(JSON.stringify(['tent', 7, 'TENT', 'ab', ' boots ', 'a1c', 'b2c', 'c3c', 'd4d'])),
    ).toEqual(['tent', 'boots', 'a1c', 'b2c', 'c3c']);
  });
});

describe('quickSearchMessage', () => {
  it('says the product search failed, whatever else there is', () => {
    expect(quickSearchMessage({ products: [], productsFailed: true, didYouMean: 'jacket' }, TEXT)).toEqual({
      kind: 'products-failed',
      text: 'Unable to load products. Please try again.',
    });
  });
  it('offers the corrected phrase when nothing was found', () => {
    expect(quickSearchMessage({ products: [], productsFailed: false, didYouMean: 'jacket' }, TEXT)).toEqual({
      kind: 'did-you-mean',
      text: 'Did you mean jacket?',
      suggestion: 'jacket',
    });
  });
  it('says no products were found', () => {
    expect(quickSearchMessage({ products: [], productsFailed: false }, TEXT)).toEqual({
      kind: 'no-results',
      text: 'No products found',
    });
  });
  it('says nothing when there are products', () => {
    expect(
      quickSearchMessage(
        {
          products: [{ id: 'p', name: 'P', url: '/product/p' }],
          productsFailed: false,
          didYouMean: 'x',
        },
        TEXT,
      ),
    ).toBeUndefined();
  });
});

describe('didYouMeanFrom (Shopper Search suggestedTerms)', () => {
  const term = (value: string, flags: { corrected?: boolean; completed?: boolean; exactMatch?: boolean }) => ({
    value,
    corrected: false,
    completed: false,
    exactMatch: false,
    ...flags,
  });
  it('replaces each unknown term by its first correction, keeping the known ones', () => {
    expect(
      didYouMeanFrom([
        { originalTerm: 'rain', terms: [term('rain', { exactMatch: true })] },
        { originalTerm: 'jakcet', terms: [term('jacket', { corrected: true }), term('jacquard', { corrected: true })] },
      ]),
    ).toBe('rain jacket');
  });
  it('has nothing to say when every term is known or being completed', () => {
    expect(didYouMeanFrom([{ originalTerm: 'jac', terms: [term('jacket', { completed: true })] }])).toBeUndefined();
    expect(didYouMeanFrom([{ originalTerm: 'zzzz', terms: [] }])).toBeUndefined();
    expect(didYouMeanFrom(undefined)).toBeUndefined();
  });
});

describe('quickSearchView actions', () => {
  it('a product option goes to its page and names the product (reported as followed from the search); phrases search', async () => {
    const view = quickSearchView({
      messages: TEXT,
      term: 'rain',
      recent: [],
      result: {
        term: 'rain',
        phrases: ['rain jacket'],
        categories: [{ id: 'mens-jackets-rain', name: 'Rain Jackets', url: '/c/mens-jackets-rain/' }],
        content: [],
        products: [{ id: 'RM1001', name: 'Stormbreak', url: '/product/RM1001' }],
        productsFailed: false,
      },
    });
    expect(view.actions.get('product:RM1001')).toEqual({
      kind: 'navigate',
      url: '/product/RM1001',
      productId: 'RM1001',
    });
    expect(view.actions.get('category:mens-jackets-rain')).toEqual({ kind: 'navigate', url: '/c/mens-jackets-rain/' });
    expect(view.actions.get('phrase:rain jacket')).toEqual({ kind: 'search', term: 'rain jacket' });
  });
});
