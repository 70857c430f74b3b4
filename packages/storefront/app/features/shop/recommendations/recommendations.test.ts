// @vitest-environment jsdom
import { CONFLICTING_ANCHORS_MESSAGE } from '@ridgeline/blocks';
import { type CommerceProduct } from '@ridgeline/commerce';
import { describe, expect, it, vi } from 'vitest';
import { shopLocale } from '../../../platform/urls';
import { recommendationsProps } from '../product/ProductPage';
import { loadRecommendations, type LoadDeps, type ProductRecommendationsProps } from './ProductRecommendations';
import { parseRecommendationQuery, recommendationsResponse, type RecommendationsDeps } from './recommendations.server';
import { hasBothAnchors, PDP_RECOMMENDER, recommendationTilesUrl } from './rules';
import { captureLog } from '../../../testing/logCapture';

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

describe('the island: personalised, or the non-personal fallback under do-not-track', () => {
  const tilesAnswer = (ids: string[]) =>
    new Response(
      JSON.stringify({
        products: ids.map((id) => ({ id, name: id, href: `/product/${id}`, colours: [], price: null })),
      }),
      { status: 200 },
    );
  const deps = (allowed: boolean, over: Partial<LoadDeps> = {}) => {
    const fetchMock = vi.fn(async (url: string) =>
      tilesAnswer(new URL(url, 'https://s').searchParams.get('ids')?.split(',') ?? ['RF4003']),
    );
    return {
      allowed: async () => allowed,
      personal: vi.fn(async () => ({ recommenderName: PDP_RECOMMENDER, recoUUID: 'u1', ids: ['RM1002', 'RF4003'] })),
      fetch: fetchMock as unknown as typeof fetch,
      ...over,
    };
  };

  it('tracking allowed: the recommender is asked for this shopper, the storefront only enriches its ids', async () => {
    const d = deps(true);
    const result = await loadRecommendations(PROPS, d);
    expect(d.personal).toHaveBeenCalledWith(PDP_RECOMMENDER, { products: ['RM1001'] });
    expect(vi.mocked(d.fetch).mock.calls[0]![0]).toBe('/__ridgeline/recommendations?locale=fr-CA&ids=RM1002%2CRF4003');
    expect(result?.products.map((p) => p.id)).toEqual(['RM1002', 'RF4003']);
    expect(result?.reco).toEqual({ recommenderName: PDP_RECOMMENDER, recoUUID: 'u1', ids: ['RM1002', 'RF4003'] });
  });

  it('do-not-track: no personal call; the storefront asks the recommender for nobody in particular', async () => {
    const d = deps(false);
    const result = await loadRecommendations(PROPS, d);
    expect(d.personal).not.toHaveBeenCalled();
    expect(vi.mocked(d.fetch).mock.calls[0]![0]).toBe(
      '/__ridgeline/recommendations?locale=fr-CA&recommender=pdp-similar-items&products=RM1001',
    );
    expect(result).toEqual({ products: [expect.objectContaining({ id: 'RF4003' })] });
  });

  it('hidden when the recommender fails or returns nothing, or the tiles call fails (logged)', async () => {
    const warn = captureLog();
    expect(await loadRecommendations(PROPS, deps(true, { personal: vi.fn(async () => undefined) }))).toBeUndefined();
    expect(
      await loadRecommendations(
        PROPS,
        deps(true, { personal: vi.fn(async () => ({ recommenderName: 'x', ids: [] })) }),
      ),
    ).toBeUndefined();
    expect(
      await loadRecommendations(
        PROPS,
        deps(false, {
          fetch: vi.fn(
            async () => new Response('{}', { status: 502, statusText: 'Bad Gateway' }),
          ) as unknown as typeof fetch,
        }),
      ),
    ).toBeUndefined();
    expect(
      await loadRecommendations(
        PROPS,
        deps(false, {
          fetch: vi.fn(async () => new Response('{"products":[]}', { status: 200 })) as unknown as typeof fetch,
        }),
      ),
    ).toBeUndefined();
    expect(warn.lines().map((line) => line.event)).toEqual(['recommendations-failed']);
    warn.restore();
  });

  it('conflicting anchors reaching the island: nothing is asked', async () => {
    const d = deps(true);
    expect(await loadRecommendations({ ...PROPS, categoryIds: ['mens'] }, d)).toBeUndefined();
    expect(d.personal).not.toHaveBeenCalled();
    expect(d.fetch).not.toHaveBeenCalled();
  });
});
