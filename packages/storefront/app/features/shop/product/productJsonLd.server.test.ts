import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkJsonLd } from '@ridgeline/commerce';
import { getConfig } from '../../../platform/config.server';
import { createRequestContext } from '../../../platform/request/context.server';
import { createAppContext } from '../../../appFeatures.server';
import { loadProductPage, type ProductPageData } from './productPage.server';

let app: ReturnType<typeof createAppContext> | undefined;

async function jsonLdOf(id: string, path = `/p/noslug-${id}.html`) {
  const request = new Request(`http://shop.test${path}`);
  const result = (await loadProductPage(
    id,
    request,
    createRequestContext(request, { app: (app ??= createAppContext()) }),
  )) as unknown as { data: ProductPageData };
  return result.data.jsonLd as Record<string, unknown>[];
}

describe("the product page's JSON-LD against the sandbox", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  });
  afterAll(() => sandbox?.close());

  it('a Product with offers, rating and brand, and breadcrumbs through its primary category: valid', async () => {
    const origin = getConfig().publicOrigin;
    const [product, crumbs] = await jsonLdOf('RM1001');
    expect(checkJsonLd([product, crumbs], { recommended: true })).toEqual([]);
    expect(product).toMatchObject({
      '@type': 'Product',
      url: `${origin}/p/noslug-RM1001.html`,
      offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { reviewCount: 318 },
    });
    const items = (crumbs as { itemListElement: { name: string; item?: string }[] }).itemListElement;
    expect(items[0]).toMatchObject({ name: 'Home', item: `${origin}/` });
    expect(items.length).toBeGreaterThan(2);
    expect(items[1]!.item).toMatch(new RegExp(`^${origin}/c/[^/]+/$`));
    expect(items.at(-1)).toMatchObject({ item: `${origin}/p/noslug-RM1001.html` });
  });

  it('a sold-out product is OutOfStock; a French-Canadian page offers in CAD under its prefix', async () => {
    const [parka] = await jsonLdOf('RM1006');
    expect(parka).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    const [french, crumbs] = await jsonLdOf('RM1001', '/fr-ca/p/noslug-RM1001.html');
    expect(french).toMatchObject({
      offers: { priceCurrency: 'CAD' },
      url: `${getConfig().publicOrigin}/fr-ca/p/noslug-RM1001.html`,
    });
    expect(checkJsonLd([french, crumbs])).toEqual([]);
  });
});
