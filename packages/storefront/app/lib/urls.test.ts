import { describe, expect, it } from 'vitest';
import { localePrefix, shopLocale, urls } from './urls';

describe('urls', () => {
  it('omits the default locale and prefixes the others with their alias', () => {
    expect(localePrefix('en-US')).toBe('');
    expect(localePrefix('fr-CA')).toBe('/fr-ca');
    expect(urls.cart('en-CA')).toBe('/en-ca/cart');
  });

  it('puts the home page of another locale at /{alias}/home', () => {
    expect(urls.home()).toBe('/');
    expect(urls.home('fr-CA')).toBe('/fr-ca/home');
  });

  it('gives category pages their canonical trailing slash and keeps nested slugs', () => {
    expect(urls.category('mens-jackets')).toBe('/c/mens-jackets/');
    expect(urls.category('mens/jackets & vests', 'fr-CA')).toBe('/fr-ca/c/mens/jackets%20%26%20vests/');
  });

  it('uses the slug form of a product page when there is a slug', () => {
    expect(urls.product('RM1001')).toBe('/product/RM1001');
    expect(urls.product('RM1001', { slug: 'summit-shell', localeId: 'en-CA' })).toBe('/en-ca/p/summit-shell');
  });

  it('encodes search terms as a query', () => {
    expect(urls.search('rain jacket')).toBe('/search?q=rain+jacket');
    // The phrase first, then the list's parameters; a `q` among them does not replace it.
    expect(urls.search('fleece', undefined, new URLSearchParams([['q', 'other'], ['sort', 'newest']]))).toBe('/search?q=fleece&sort=newest');
    expect(urls.searchPath('fr-CA')).toBe('/fr-ca/search');
  });

  it('finds a locale by alias or id, case-insensitively, and nothing for unknown ones', () => {
    expect(shopLocale('FR-ca')?.id).toBe('fr-CA');
    expect(shopLocale('de-de')).toBeUndefined();
  });
});
