// @vitest-environment jsdom
import { CONFLICTING_ANCHORS_MESSAGE } from '@ridgeline/blocks';
import type { CommerceProduct } from '@ridgeline/commerce';
import { describe, expect, it, vi } from 'vitest';
import { shopLocale } from '../../../platform/urls';
import { recommendationsProps } from '../product/ProductPage';
import { hasBothAnchors, PDP_RECOMMENDER, recommendationTilesUrl } from '@ridgeline/commerce';
import type { ProductRecommendationsProps } from './ProductRecommendations';
import { parseRecommendationQuery, recommendationsResponse, type RecommendationsDeps } from './recommendations.server';

const PROPS: ProductRecommendationsProps = {
  recommender: PDP_RECOMMENDER,
  productIds: ['RM1001'],
  locale: 'fr-CA',
  currency: 'CAD',
  endpoint: '/__ridgeline/recommendations',
  heading: 'Vous aimerez peut-être aussi',
  previousLabel: 'Produits précédents',
  nextLabel: 'Produits suivants',
};

const product = (id: string): CommerceProduct =>
  ({ id, name: `Product ${id}`, price: 100, currency: 'CAD', imageGroups: [] }) as unknown as CommerceProduct;

describe('the recommendation input rule', () => {
  it('product ids and category ids together: a logged error and nothing rendered', () => {
    const log = vi.fn();
    expect(recommendationsProps({ ...PROPS, categoryIds: ['mens'] }, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'Only one of categories or products must be provided...',
      expect.objectContaining({ productIds: ['RM1001'], categoryIds: ['mens'] }),
    );
    expect(CONFLICTING_ANCHORS_MESSAGE).toBe('Only one of categories or products must be provided...');
  });

  it('one kind of anchor: the island’s props, with the endpoint', () => {
    const log = vi.fn();
    expect(recommendationsProps({ ...PROPS, categoryIds: [] }, log)).toMatchObject({
      productIds: ['RM1001'],
      endpoint: '/__ridgeline/recommendations',
    });
    expect(hasBothAnchors({ productIds: [], categoryIds: ['mens'] })).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('the endpoint refuses both (400, logged with the same message) and malformed queries', async () => {
    const log = vi.fn();
    const deps: RecommendationsDeps = { commerce: () => ({ recommendations: vi.fn(), productsByIds: vi.fn() }), log };
    const response = await recommendationsResponse(
      new Request(
        'https://shop.test/__ridgeline/recommendations?recommender=pdp-similar-items&products=A&categories=B',
      ),
      deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: CONFLICTING_ANCHORS_MESSAGE });
    expect(log).toHaveBeenCalledWith({ message: CONFLICTING_ANCHORS_MESSAGE });
    expect(parseRecommendationQuery(new URL('https://s/?recommender=a%20b'))).toMatchObject({ ok: false, status: 400 });
    expect(parseRecommendationQuery(new URL('https://s/?ids='))).toMatchObject({ ok: false, status: 400 });
    expect(parseRecommendationQuery(new URL('https://s/?recommender=x&products=a/b'))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('the tiles endpoint', () => {
  it('by recommender: the storefront asks (no shopper), tiles link in the locale; public cache', async () => {
    const recommendations = vi.fn(async () => [product('RF4003'), product('RM1002')]);
    const commerce = vi.fn(() => ({ recommendations, productsByIds: vi.fn() }));
    const response = await recommendationsResponse(
      new Request(
        `https://shop.test${recommendationTilesUrl('/__ridgeline/recommendations', 'fr-CA', { recommender: PDP_RECOMMENDER, productIds: ['RM1001'] })}`,
      ),
      { commerce },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(commerce).toHaveBeenCalledWith(shopLocale('fr-CA'));
    expect(recommendations).toHaveBeenCalledWith({ recommender: PDP_RECOMMENDER, productIds: ['RM1001'] });
    const body = (await response.json()) as { products: { id: string; href: string }[] };
    expect(body.products.map((tile) => [tile.id, tile.href])).toEqual([
      ['RF4003', '/fr-ca/product/RF4003'],
      ['RM1002', '/fr-ca/product/RM1002'],
    ]);
  });

  it('by ids: enrichment only, at most 10, in order', async () => {
    const productsByIds = vi.fn(async (ids: readonly string[]) => ids.map(product));
    const ids = Array.from({ length: 12 }, (_, i) => `P${i}`);
    const response = await recommendationsResponse(
      new Request(`https://shop.test/__ridgeline/recommendations?locale=en-US&ids=${ids.join(',')}`),
      { commerce: () => ({ recommendations: vi.fn(), productsByIds }) },
    );
    expect(productsByIds).toHaveBeenCalledWith(ids.slice(0, 10));
    expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(10);
  });

  it('a failure is logged and answers 502 (the island shows nothing)', async () => {
    const log = vi.fn();
    const response = await recommendationsResponse(
      new Request('https://shop.test/__ridgeline/recommendations?recommender=pdp-similar-items&products=RM1001'),
      {
        commerce: () => ({
          recommendations: vi.fn(async () =>
            Promise.reject(new Error('Recommendations failed with status 404 Not Found')),
          ),
          productsByIds: vi.fn(),
        }),
        log,
      },
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Recommendations failed',
        error: 'Recommendations failed with status 404 Not Found',
      }),
    );
  });
});
