import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListServices } from '@ridgeline/commerce/server';
import { SAMPLE_PRODUCTS } from '@ridgeline/commerce/testing';
import { DEFAULT_LOCALE } from '../../../platform/urls';
import type { RequestContext } from '../../../platform/request/context.server';
import { loadProductList, type ListPageData } from './list.server';

/** The list's two switches (docs/behaviour/product-list.md#switches): the Compare boxes and the automatic Sale badge. */

// RM1002's prices span a range (240–255), so its tile gets the automatic 'Sale' badge unless it is switched off.
const RANGED = SAMPLE_PRODUCTS.find((product) => product.id === 'RM1002')!;

const services: ListServices = {
  search: { name: 'scapi', search: async () => ({ total: 1, offset: 0, hits: [RANGED], refinements: [] }) },
  categories: { category: async () => null },
};

async function listPage(): Promise<ListPageData> {
  const request = new Request('http://shop.test/search?q=fleece');
  const context = {
    request,
    locale: DEFAULT_LOCALE,
    preview: undefined,
    renderContext: async () => ({ context: { mode: 'live', customerGroups: ['Everyone'] }, noStore: false }),
    cacheHeaders: async () => ({ 'Cache-Control': 'public, max-age=60' }),
  } as unknown as RequestContext;
  const result = (await loadProductList({ mode: 'search' }, request, context, services)) as unknown as {
    data: ListPageData;
  };
  return result.data;
}

afterEach(() => vi.unstubAllEnvs());

describe('the product list’s switches', () => {
  it('on by default: Compare boxes, and the automatic Sale badge left to the tile', async () => {
    const page = await listPage();
    expect(page.compare).toBe(true);
    expect(page.view.tiles[0]!.badges?.hideSaleBadge).toBeUndefined();
  });

  it('ENABLE_PRODUCT_COMPARE and ENABLE_DYNAMIC_SALE_BADGE off: no Compare, no automatic Sale badge', async () => {
    vi.stubEnv('ENABLE_PRODUCT_COMPARE', 'off');
    vi.stubEnv('ENABLE_DYNAMIC_SALE_BADGE', 'off');
    const page = await listPage();
    expect(page.compare).toBe(false);
    expect(page.view.tiles[0]!.badges?.hideSaleBadge).toBe(true);
  });
});
