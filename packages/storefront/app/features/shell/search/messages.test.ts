import { quickSearchView } from '@ridgeline/commerce';
import { describe, expect, it } from 'vitest';

describe('the header search in the page’s locale', () => {
  it('keeps the required English words, and formats every word in French for fr-CA', async () => {
    const { intlFor } = await import('../../../platform/i18n/catalogs.server');
    const { searchMessagesOf, ENGLISH_SEARCH_MESSAGES } = await import('./messages');
    // English pages carry no messages: the island's own words are the English ones.
    expect(searchMessagesOf(intlFor('en-US'))).toBeUndefined();
    expect(searchMessagesOf(intlFor('en-CA'))).toBeUndefined();
    const french = searchMessagesOf(intlFor('fr-CA'))!;
    expect(french.label).toBe('Rechercher');
    expect(french.noResults).toBe('Aucun produit trouvé');
    // Placeholders stay for the island to fill.
    expect(french.viewAll).toContain('{term}');
    const english = Object.values(ENGLISH_SEARCH_MESSAGES).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    const translated = Object.values(french).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    // "Suggestions" is the same word in both languages; every other one is translated.
    expect(translated.filter((word) => english.includes(word))).toEqual(['Suggestions']);
  });

  it('builds the popup, its messages and its live status in the messages it is given', async () => {
    const { intlFor } = await import('../../../platform/i18n/catalogs.server');
    const { searchMessagesOf } = await import('./messages');
    const messages = searchMessagesOf(intlFor('fr-CA'))!;
    const none = quickSearchView({
      term: 'xyz',
      result: { term: 'xyz', phrases: [], categories: [], content: [], products: [], productsFailed: false },
      recent: [],
      localeId: 'fr-CA',
      messages,
    });
    expect(none.message).toEqual({ text: 'Aucun produit trouvé', tone: 'neutral' });
    const found = quickSearchView({
      term: 'veste',
      result: {
        term: 'veste',
        phrases: ['veste de pluie'],
        categories: [],
        content: [],
        products: [
          { id: 'p', name: 'P', url: '/fr-ca/product/p', price: { value: 89.99, currency: 'CAD', isRange: true } },
        ],
        productsFailed: false,
      },
      recent: [],
      localeId: 'fr-CA',
      messages,
    });
    expect(found.status).toBe('2 suggestions pour veste');
    expect(found.groups.map((group) => group.label)).toEqual(['Suggestions', 'Catégories', 'Contenu', 'Produits']);
    expect(found.groups.at(-1)!.options[0]!.description).toMatch(/^À partir de 89,99\s\$$/);
  });
});
