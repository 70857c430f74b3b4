import { describe, expect, it } from 'vitest';
import { suggestedPhraseOf, toListCategory, toRefinements } from './scapiSearch.server';

describe('toRefinements', () => {
  it('keeps attribute, label and values (with hit counts, presentation ids and subcategories)', () => {
    expect(
      toRefinements([
        {
          attributeId: 'c_color',
          label: 'Color',
          values: [{ value: 'Blue', label: 'Blue', hitCount: 3, presentationId: 'blue' }],
        },
        {
          attributeId: 'cgid',
          label: 'Category',
          values: [
            {
              value: 'mens',
              label: "Men's",
              hitCount: 9,
              values: [{ value: 'mens-jackets', label: 'Jackets', hitCount: 6 }],
            },
          ],
        },
      ]),
    ).toEqual([
      {
        attributeId: 'c_color',
        label: 'Color',
        values: [{ value: 'Blue', label: 'Blue', hitCount: 3, presentationId: 'blue' }],
      },
      {
        attributeId: 'cgid',
        label: 'Category',
        values: [
          {
            value: 'mens',
            label: "Men's",
            hitCount: 9,
            values: [{ value: 'mens-jackets', label: 'Jackets', hitCount: 6 }],
          },
        ],
      },
    ]);
  });

  it('drops malformed refinements and values, and defaults labels and counts', () => {
    expect(
      toRefinements([
        null,
        { label: 'No id' },
        {
          attributeId: 'c_size',
          values: [null, { label: 'no value' }, { value: 'M', hitCount: -3 }, { value: 'L', hitCount: 'x' }],
        },
      ]),
    ).toEqual([
      {
        attributeId: 'c_size',
        label: 'c_size',
        values: [
          { value: 'M', label: 'M', hitCount: 0 },
          { value: 'L', label: 'L', hitCount: 0 },
        ],
      },
    ]);
    expect(toRefinements(undefined)).toEqual([]);
    expect(toRefinements({})).toEqual([]);
  });
});

describe('suggestedPhraseOf', () => {
  it('prefers a suggested phrase', () => {
    expect(suggestedPhraseOf({ suggestedPhrases: [{ phrase: 'rain jacket', exactMatch: false }] })).toBe('rain jacket');
  });

  it('replaces each corrected term by its first correction', () => {
    expect(
      suggestedPhraseOf({
        suggestedTerms: [
          { originalTerm: 'rain', terms: [{ value: 'rain', exactMatch: true, corrected: false }] },
          {
            originalTerm: 'jakcet',
            terms: [
              { value: 'jacket', corrected: true },
              { value: 'packet', corrected: true },
            ],
          },
        ],
      }),
    ).toBe('rain jacket');
  });

  it('offers nothing when nothing was corrected or the answer has no suggestions', () => {
    expect(suggestedPhraseOf({ suggestedTerms: [{ originalTerm: 'zzz', terms: [] }] })).toBeUndefined();
    expect(suggestedPhraseOf({ suggestedTerms: [] })).toBeUndefined();
    expect(suggestedPhraseOf(undefined)).toBeUndefined();
  });
});

describe('toListCategory', () => {
  it('keeps the parent chain without the catalogue root, the category last', () => {
    expect(
      toListCategory({
        id: 'mens-jackets',
        name: 'Jackets & Vests',
        pageDescription: 'Shells and vests.',
        parentCategoryTree: [
          { id: 'root', name: 'Ridgeline' },
          { id: 'mens', name: "Men's" },
          { id: 'mens-jackets', name: 'Jackets & Vests' },
        ],
      }),
    ).toEqual({
      id: 'mens-jackets',
      name: 'Jackets & Vests',
      description: 'Shells and vests.',
      path: [
        { id: 'mens', name: "Men's" },
        { id: 'mens-jackets', name: 'Jackets & Vests' },
      ],
    });
  });

  it('adds the category itself when the tree leaves it out, and refuses one without an id', () => {
    expect(toListCategory({ id: 'gear', name: 'Gear' })).toEqual({
      id: 'gear',
      name: 'Gear',
      path: [{ id: 'gear', name: 'Gear' }],
    });
    expect(toListCategory({ name: 'nameless' })).toBeNull();
  });
});
