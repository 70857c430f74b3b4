import { startSandbox, type Sandbox } from '@ridgeline/sandbox';
import { commerceQuickSearchUpstream, createQuickSearch, type QuickSearchUpstream } from '@ridgeline/commerce/server';
import { createContentPagesReader } from '@ridgeline/renderer/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import { CONTENT_PAGE_SCHEMA } from '../../../platform/page.server';
import { urls } from '../../../platform/urls';

const quiet = () => {};

// The quick search's rules are @ridgeline/commerce's (its unit tests); this is the app's wiring of it.
describe('against the sandbox (Shopper Search and Content Delivery on the real wire format)', () => {
  let sandbox: Sandbox;
  let upstream: QuickSearchUpstream;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    // Behaviour against the sandbox, not deadlines (those have their own tests above): generous ones, so that a
    // loaded machine does not turn a slow answer into an empty result.
    const config = { ...readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }), timeoutMs: 30_000 };
    upstream = commerceQuickSearchUpstream(config, {
      contentPages: createContentPagesReader({
        hubName: 'ridgeline',
        baseUrl: sandbox.url,
        locale: 'en-US',
        schema: CONTENT_PAGE_SCHEMA,
        deadlineMs: 30_000,
      }),
    });
  });
  afterAll(() => sandbox?.close());

  it('finds phrases, categories, products with prices and images for "jac"', async () => {
    const result = await createQuickSearch({ links: urls, upstream, timeoutMs: 30_000, warn: quiet }).search('jac');
    expect(result.productsFailed).toBe(false);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(4);
    for (const product of result.products) {
      expect(product.url).toMatch(/^\/(product|p)\//);
      expect(product.price).toMatchObject({ currency: 'USD' });
      expect(product.image?.src).toMatch(/^https?:\/\//);
    }
    expect(result.phrases).toContain('jacket');
    expect(result.categories.length).toBeGreaterThan(0);
    expect(result.didYouMean).toBeUndefined();
  });

  it('never lists member-exclusive products: its answers are shared by every segment', async () => {
    // "Glacier Crest" names one product only, RM1005, which is member-exclusive.
    expect(await upstream.products('glacier crest', AbortSignal.timeout(30_000))).toEqual([]);
    expect(
      (await upstream.products('coldfront parka', AbortSignal.timeout(30_000))).map((hit) => hit.productId),
    ).toContain('RM1006');
  });

  it('corrects a misspelling', async () => {
    const result = await createQuickSearch({ links: urls, upstream, timeoutMs: 30_000, warn: quiet }).search('jakcet');
    expect(result.didYouMean).toBe('jacket');
    expect(result.products).toEqual([]);
  });

  it('suggests content pages by name from Content Delivery', async () => {
    const result = await createQuickSearch({ links: urls, upstream, timeoutMs: 30_000, warn: quiet }).search(
      'trail guide',
    );
    expect(result.content).toEqual([
      expect.objectContaining({ name: 'Trail guide: valley walks and packing lists', url: '/t/trail-guide' }),
    ]);
  });
});
