import { describe, expect, it, vi } from 'vitest';
import {
  hasBothAnchors,
  loadRecommendations,
  ENABLE_OUTFIT_TOOL,
  OUTFIT_RECOMMENDER,
  OUTFIT_TOOL,
  PDP_RECOMMENDER,
  recommendationTilesUrl,
  type LoadRecommendationsDeps,
  type RecommendationRequest,
} from './recommendations';

const PROPS: RecommendationRequest = {
  recommender: PDP_RECOMMENDER,
  productIds: ['RM1001'],
  locale: 'fr-CA',
  endpoint: '/__ridgeline/recommendations',
};

describe('the anchors rule and the tiles address', () => {
  it('refuses product and category anchors together', () => {
    expect(hasBothAnchors({ productIds: ['A'], categoryIds: ['mens'] })).toBe(true);
    expect(hasBothAnchors({ productIds: [], categoryIds: ['mens'] })).toBe(false);
  });

  it('asks by ids (at most 10) or by recommender and anchors', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `P${i}`);
    expect(recommendationTilesUrl('/e', 'en-US', { ids })).toBe(`/e?locale=en-US&ids=${ids.slice(0, 10).join('%2C')}`);
    expect(recommendationTilesUrl('/e', 'en-US', { recommender: 'r', categoryIds: ['mens'] })).toBe(
      '/e?locale=en-US&recommender=r&categories=mens',
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
  const deps = (allowed: boolean, over: Partial<LoadRecommendationsDeps> = {}) => {
    const fetchMock = vi.fn(async (url: string) =>
      tilesAnswer(new URL(url, 'https://s').searchParams.get('ids')?.split(',') ?? ['RF4003']),
    );
    return {
      allowed: async () => allowed,
      personal: vi.fn(async () => ({ recommenderName: PDP_RECOMMENDER, recoUUID: 'u1', ids: ['RM1002', 'RF4003'] })),
      fetch: fetchMock as unknown as typeof fetch,
      logFailure: vi.fn(),
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
    const logFailure = vi.fn();
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
          logFailure,
        }),
      ),
    ).toBeUndefined();
    expect(
      await loadRecommendations(
        PROPS,
        deps(false, {
          fetch: vi.fn(async () => new Response('{"products":[]}', { status: 200 })) as unknown as typeof fetch,
          logFailure,
        }),
      ),
    ).toBeUndefined();
    expect(logFailure.mock.calls).toEqual([['502 Bad Gateway']]);
  });

  it('conflicting anchors reaching the island: nothing is asked', async () => {
    const d = deps(true);
    expect(await loadRecommendations({ ...PROPS, categoryIds: ['mens'] }, d)).toBeUndefined();
    expect(d.personal).not.toHaveBeenCalled();
    expect(d.fetch).not.toHaveBeenCalled();
  });

  describe('the outfit tool: at least 3 bag items and 3 recommendations', () => {
    const outfit: RecommendationRequest = { ...PROPS, ...OUTFIT_TOOL };
    const three = { recommenderName: OUTFIT_RECOMMENDER, recoUUID: 'u2', ids: ['RF4003', 'RG5001', 'RA6002'] };

    it('is on, with minimums of 3 and 3 by default', () => {
      expect(ENABLE_OUTFIT_TOOL).toBe(true);
      expect(OUTFIT_TOOL).toEqual({ recommender: 'complete-the-look', minBagItems: 3, minProducts: 3 });
    });

    it('2 items in the bag: nothing shown, and nothing asked', async () => {
      const d = deps(true, { personal: vi.fn(async () => three), bagCount: () => 2 });
      expect(await loadRecommendations(outfit, d)).toBeUndefined();
      expect(d.personal).not.toHaveBeenCalled();
      expect(d.fetch).not.toHaveBeenCalled();
      expect(await loadRecommendations(outfit, deps(true, { personal: vi.fn(async () => three) }))).toBeUndefined();
    });

    it('3 items and 3 recommendations: shown', async () => {
      const d = deps(true, { personal: vi.fn(async () => three), bagCount: () => 3 });
      const result = await loadRecommendations(outfit, d);
      expect(d.personal).toHaveBeenCalledWith(OUTFIT_RECOMMENDER, { products: ['RM1001'] });
      expect(result?.products.map((p) => p.id)).toEqual(['RF4003', 'RG5001', 'RA6002']);
    });

    it('2 recommendations: nothing shown, personalised or not', async () => {
      const two = { ...three, ids: ['RF4003', 'RG5001'] };
      expect(
        await loadRecommendations(outfit, deps(true, { personal: vi.fn(async () => two), bagCount: () => 5 })),
      ).toBeUndefined();
      const tiles = vi.fn(async () => tilesAnswer(['RF4003', 'RG5001']));
      const d = deps(false, { fetch: tiles as unknown as typeof fetch, bagCount: () => 5 });
      expect(await loadRecommendations(outfit, d)).toBeUndefined();
      expect(tiles).toHaveBeenCalledTimes(1);
    });

    it("the minimums are the caller's to change", async () => {
      const d = deps(true, { personal: vi.fn(async () => ({ ...three, ids: ['RF4003'] })), bagCount: () => 1 });
      expect(await loadRecommendations({ ...outfit, minBagItems: 1, minProducts: 1 }, d)).toBeDefined();
    });
  });
});
