import { describe, expect, it } from 'vitest';
import type { ProductSearchProvider, ProductSearchRequest } from '../productSearch';
import { catalogueProductIds, catalogueProducts, categoryIdsOf } from './sitemapSources.server';

function provider(total: number): ProductSearchProvider & { requests: ProductSearchRequest[] } {
  const requests: ProductSearchRequest[] = [];
  return {
    name: 'scapi',
    requests,
    async search(request) {
      requests.push(request);
      const hits = Array.from({ length: Math.max(0, Math.min(request.limit, total - request.offset)) }, (_, index) => ({
        productId: `P${request.offset + index}`,
      }));
      return { total, offset: request.offset, hits, refinements: [] };
    },
  };
}

describe('catalogueProductIds', () => {
  it('pages through the root category until the total, member-exclusive products not left out', async () => {
    const search = provider(5);
    expect(await catalogueProductIds(search, { pageSize: 2 })).toEqual(['P0', 'P1', 'P2', 'P3', 'P4']);
    expect(search.requests.map((request) => request.offset)).toEqual([0, 2, 4]);
    expect(search.requests[0]).toMatchObject({ category: { id: 'root', path: [] }, refine: {}, limit: 2 });
    expect(search.requests.some((request) => request.excludeMemberExclusive)).toBe(false);
  });

  it('stops at the product cap, whatever total the search claims', async () => {
    const search = provider(1_000_000);
    expect(await catalogueProductIds(search, { pageSize: 3, maxProducts: 7 })).toHaveLength(7);
    expect(search.requests).toHaveLength(3);
  });
});

describe('catalogueProducts', () => {
  it("gives each product's catalogue slug, and none for a product without one or with one that is not a plain slug", async () => {
    const search: ProductSearchProvider = {
      name: 'scapi',
      search: async () => ({
        total: 3,
        offset: 0,
        refinements: [],
        hits: [
          { productId: 'P0', c_slugUrl: 'trail-shell' },
          { productId: 'P1' },
          { productId: 'P2', c_slugUrl: '//evil.example' },
        ] as never,
      }),
    };
    expect(await catalogueProducts(search)).toEqual([{ id: 'P0', slug: 'trail-shell' }, { id: 'P1' }, { id: 'P2' }]);
  });
});

describe('categoryIdsOf', () => {
  it('every category below the root, parents first, once each', () => {
    expect(
      categoryIdsOf({
        id: 'root',
        categories: [
          { id: 'mens', categories: [{ id: 'mens-jackets' }, { id: 'sale' }] },
          { id: 'sale', categories: [] },
        ],
      }),
    ).toEqual(['mens', 'mens-jackets', 'sale']);
  });
});
