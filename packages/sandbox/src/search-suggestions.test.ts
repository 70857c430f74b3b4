import { helpers, ShopperLogin, ShopperSearch } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** Shopper Search `getSearchSuggestions` through the real SDK client: the `SuggestionResult` wire format. */

let sandbox: Sandbox;
let search: ShopperSearch<typeof parameters>;
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const config = { proxy: sandbox.url, parameters, throwOnBadResponse: true };
  const guest = await helpers.loginGuestUser({
    slasClient: new ShopperLogin(config),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  });
  search = new ShopperSearch({ ...config, headers: { authorization: `Bearer ${guest.access_token}` } });
});
afterAll(() => sandbox?.close());

describe('getSearchSuggestions', () => {
  it('completes a partly typed term: phrases, products, categories and custom suggestions', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'jac' } });
    expect(res.searchPhrase).toBe('jac');
    const [term] = res.productSuggestions!.suggestedTerms;
    expect(term).toMatchObject({ originalTerm: 'jac' });
    expect(term!.terms![0]).toEqual({ completed: true, corrected: false, exactMatch: false, value: 'jacket' });
    expect(res.productSuggestions!.suggestedPhrases).toContainEqual({ exactMatch: false, phrase: 'jacket' });
    const products = res.productSuggestions!.products!;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(5);
    for (const product of products) expect(product.productName.toLowerCase()).toMatch(/jacket|jac/);
    expect(res.categorySuggestions!.categories!.map((c) => c.id)).toEqual(expect.arrayContaining(['mens-jackets']));
    expect(res.customSuggestion).toMatchObject({ customSuggestion: 'waterproof jackets' });
    expect(res.customSuggestion!.suggestedPhrases).toEqual([{ exactMatch: false, phrase: 'waterproof jackets' }]);
  });

  it('suggests a corrected term for a misspelling, and no product', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'jakcet' } });
    expect(res.productSuggestions!.products).toEqual([]);
    const [term] = res.productSuggestions!.suggestedTerms;
    expect(term!.originalTerm).toBe('jakcet');
    expect(term!.terms![0]).toMatchObject({ corrected: true, exactMatch: false, value: 'jacket' });
    expect(res.customSuggestion!.customSuggestion).toBeUndefined();
  });

  it('answers merchant phrases in customSuggestion', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'sun prot' } });
    expect(res.customSuggestion!.customSuggestion).toBe('sun protection');
  });

  it('leaves brandSuggestions out when no brand matches, and honours limit', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'jac', limit: 2 } });
    expect(res.brandSuggestions).toBeUndefined();
    expect(res.productSuggestions!.products!.length).toBeLessThanOrEqual(2);
    expect(res.productSuggestions!.suggestedTerms[0]!.terms!.length).toBeLessThanOrEqual(2);
  });

  it('evaluates nothing below 3 characters', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'ja' } });
    expect(res.productSuggestions).toMatchObject({ products: [], suggestedPhrases: [], suggestedTerms: [] });
    expect(res.categorySuggestions!.categories).toEqual([]);
  });
});
