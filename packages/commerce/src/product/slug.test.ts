import { describe, expect, it } from 'vitest';
import { canonicalProductLocation, productIdForSlug, productIdFromSlug, productIdOfRoute, productSlug } from './slug';

describe('productIdFromSlug', () => {
  it('resolves the no-slug form to the product id', () => {
    expect(productIdFromSlug('noslug-RM1001.html')).toBe('RM1001');
    expect(productIdFromSlug('noslug-RM1001-010-M.html')).toBe('RM1001-010-M');
    expect(productIdFromSlug('NOSLUG-RM1001.HTML')).toBe('RM1001');
  });

  it('reads any other slug as the id, with or without .html', () => {
    expect(productIdFromSlug('RM1001')).toBe('RM1001');
    expect(productIdFromSlug('RM1001.html')).toBe('RM1001');
  });

  it('refuses what cannot be an id', () => {
    expect(productIdFromSlug(undefined)).toBeUndefined();
    expect(productIdFromSlug('noslug-.html')).toBeUndefined();
    expect(productIdFromSlug('a%2Fb')).toBeUndefined();
    expect(productIdFromSlug('%E0%A4%A')).toBeUndefined();
    expect(productIdFromSlug('x'.repeat(101))).toBeUndefined();
  });
});

describe('productSlug', () => {
  it("reads the product's c_slugUrl, in lower case", () => {
    expect(productSlug({ c_slugUrl: 'womens-stormbreak-ii-rain-jacket' })).toBe('womens-stormbreak-ii-rain-jacket');
    expect(productSlug({ c_slugUrl: ' Summit-Shell ' })).toBe('summit-shell');
  });

  it('ignores a missing slug and one that is not a plain slug (catalogue data, never a path)', () => {
    expect(productSlug({})).toBeUndefined();
    expect(productSlug(null)).toBeUndefined();
    expect(productSlug({ c_slugUrl: 42 })).toBeUndefined();
    for (const bad of ['//evil.example', '../cart', 'a/b', 'a%2Fb', 'noslug-x', 'two words', '', 'x'.repeat(201)])
      expect(productSlug({ c_slugUrl: bad }), bad).toBeUndefined();
  });
});

describe('productIdForSlug', () => {
  const mappings: Record<string, { resourceType?: string; resourceId?: string; destinationUrl?: string }> = {
    'summit-shell': { resourceType: 'PRODUCT', resourceId: 'RM1001' },
    'mens-jackets': { resourceType: 'CATEGORY', resourceId: 'mens-jackets' },
    'off-site': { resourceType: 'PRODUCT', destinationUrl: 'https://evil.example/p/x' },
  };
  const asked: string[] = [];
  const lookup = async (segment: string) => {
    asked.push(segment);
    return mappings[segment] ?? null;
  };

  it('names the product the URL mapping gives for a slug, in any case', async () => {
    expect(await productIdForSlug('summit-shell', lookup)).toBe('RM1001');
    expect(await productIdForSlug('Summit-Shell', lookup)).toBe('RM1001');
  });

  it('reads noslug-{id}.html without asking, and an unknown slug as an id', async () => {
    asked.length = 0;
    expect(await productIdForSlug('noslug-RM1004.html', lookup)).toBe('RM1004');
    expect(asked).toEqual([]);
    expect(await productIdForSlug('RM1004', lookup)).toBe('RM1004');
    expect(await productIdForSlug('mens-jackets', lookup)).toBe('mens-jackets');
  });

  it("never follows a mapping's destination: an answer naming another site is not a product", async () => {
    expect(await productIdForSlug('off-site', lookup)).toBe('off-site');
  });

  it('refuses an encoded path and reads the slug as an id when the lookup fails', async () => {
    asked.length = 0;
    expect(await productIdForSlug('%2F%2Fevil.example', lookup)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await productIdForSlug('summit-shell', () => Promise.reject(new Error('timeout')))).toBe('summit-shell');
    expect(await productIdForSlug(undefined, lookup)).toBeUndefined();
  });
});

describe('productIdOfRoute', () => {
  it('takes /product/{id} as it is and a slug through the URL mapping', async () => {
    const lookup = async (segment: string) =>
      segment === 'summit-shell' ? { resourceType: 'PRODUCT', resourceId: 'RM1001' } : null;
    expect(await productIdOfRoute({ productId: 'RM1004' }, lookup)).toBe('RM1004');
    expect(await productIdOfRoute({ slug: 'summit-shell' }, lookup)).toBe('RM1001');
    expect(await productIdOfRoute({}, lookup)).toBeUndefined();
  });
});

describe('canonicalProductLocation', () => {
  const at = (path: string) => new URL(path, 'https://shop.example');

  it('is undefined at the canonical address', () => {
    expect(canonicalProductLocation(at('/p/summit-shell?color=010'), '/p/summit-shell')).toBeUndefined();
    expect(canonicalProductLocation(at('/product/RM1001'), '/product/RM1001')).toBeUndefined();
  });

  it('sends every other form to the canonical one, query kept', () => {
    expect(canonicalProductLocation(at('/product/RM1001?color=464&size=L'), '/p/summit-shell')).toBe(
      '/p/summit-shell?color=464&size=L',
    );
    expect(canonicalProductLocation(at('/p/noslug-RM1001.html'), '/fr-ca/p/summit-shell')).toBe(
      '/fr-ca/p/summit-shell',
    );
    expect(canonicalProductLocation(at('/p/Summit-Shell'), '/p/summit-shell')).toBe('/p/summit-shell');
    expect(canonicalProductLocation(at('/p/RM1004?locale=fr-CA'), '/product/RM1004?locale=fr-CA')).toBe(
      '/product/RM1004?locale=fr-CA',
    );
  });
});
