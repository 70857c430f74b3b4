import { describe, expect, it, vi } from 'vitest';
import type { CommerceProduct } from '../types';
import { PDP_RECOMMENDER, recommendationTilesUrl } from '../recommendations/recommendations';
import { parseRecommendationQuery, recommendationsResponse, type RecommendationsDeps } from './recommendations.server';

const CONFLICTING_ANCHORS_MESSAGE = 'Only one of categories or products must be provided...';

/** Two shop locales, as the storefront's `shopLocale` gives them. */
type Locale = { id: string; prefix: string };
const LOCALES: Record<string, Locale> = {
  'en-US': { id: 'en-US', prefix: '' },
  'fr-CA': { id: 'fr-CA', prefix: '/fr-ca' },
};

const product = (id: string): CommerceProduct =>
  ({ id, name: `Product ${id}`, price: 100, currency: 'CAD', imageGroups: [] }) as unknown as CommerceProduct;

const depsWith = (over: Partial<RecommendationsDeps<Locale>>): RecommendationsDeps<Locale> => ({
  locale: (id) => LOCALES[id ?? ''] ?? LOCALES['en-US']!,
  commerce: () => ({ recommendations: vi.fn(), productsByIds: vi.fn() }),
  productHref: (id, locale, slug) => `${locale.prefix}${slug ? `/p/${slug}` : `/product/${id}`}`,
  sanitize: (html) => html,
  log: vi.fn(),
  conflictingAnchorsMessage: CONFLICTING_ANCHORS_MESSAGE,
  maxSlides: 12,
  ...over,
});

describe("the endpoint's query", () => {
  it('the endpoint refuses both (400, logged with the same message) and malformed queries', async () => {
    const log = vi.fn();
    const deps = depsWith({ log });
    const response = await recommendationsResponse(
      new Request(
        'https://shop.test/__ridgeline/recommendations?recommender=pdp-similar-items&products=A&categories=B',
      ),
      deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: CONFLICTING_ANCHORS_MESSAGE });
    expect(log).toHaveBeenCalledWith({ message: CONFLICTING_ANCHORS_MESSAGE });
    expect(parseRecommendationQuery(new URL('https://s/?recommender=a%20b'), depsWith({}))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(parseRecommendationQuery(new URL('https://s/?ids='), depsWith({}))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(parseRecommendationQuery(new URL('https://s/?recommender=x&products=a/b'), depsWith({}))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
describe('the tiles endpoint', () => {
  it('by recommender: the storefront asks (no shopper), tiles link in the locale (by slug); public cache', async () => {
    const slugged = { ...product('RF4003'), c_slugUrl: 'escarpment-trail-runner' } as CommerceProduct;
    const recommendations = vi.fn(async () => [slugged, product('RM1002')]);
    const commerce = vi.fn(() => ({ recommendations, productsByIds: vi.fn() }));
    const response = await recommendationsResponse(
      new Request(
        `https://shop.test${recommendationTilesUrl('/__ridgeline/recommendations', 'fr-CA', { recommender: PDP_RECOMMENDER, productIds: ['RM1001'] })}`,
      ),
      depsWith({ commerce }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(commerce).toHaveBeenCalledWith(LOCALES['fr-CA']);
    expect(recommendations).toHaveBeenCalledWith({ recommender: PDP_RECOMMENDER, productIds: ['RM1001'] });
    const body = (await response.json()) as { products: { id: string; href: string }[] };
    expect(body.products.map((tile) => [tile.id, tile.href])).toEqual([
      ['RF4003', '/fr-ca/p/escarpment-trail-runner'],
      ['RM1002', '/fr-ca/product/RM1002'],
    ]);
  });

  it("shows the tiles as the shop's service says (its tileDisplay switches)", async () => {
    const productsByIds = vi.fn(async () => [product('RM1002')]);
    const tilesWith = async (tileDisplay?: { dynamicSaleBadge: boolean }) => {
      const deps = depsWith({
        commerce: () => ({ recommendations: vi.fn(), productsByIds, ...(tileDisplay ? { tileDisplay } : {}) }),
      });
      const url = recommendationTilesUrl('/__ridgeline/recommendations', 'en-US', { ids: ['RM1002'] });
      const response = await recommendationsResponse(new Request(`https://shop.test${url}`), deps);
      return ((await response.json()) as { products: { badges?: { hideSaleBadge?: boolean } }[] }).products;
    };
    expect((await tilesWith())[0]?.badges?.hideSaleBadge).toBeUndefined();
    expect((await tilesWith({ dynamicSaleBadge: false }))[0]?.badges?.hideSaleBadge).toBe(true);
  });

  it('by ids: enrichment only, at most 10, in order', async () => {
    const productsByIds = vi.fn(async (ids: readonly string[]) => ids.map(product));
    const ids = Array.from({ length: 12 }, (_, i) => `P${i}`);
    const response = await recommendationsResponse(
      new Request(`https://shop.test/__ridgeline/recommendations?locale=en-US&ids=${ids.join(',')}`),
      depsWith({ commerce: () => ({ recommendations: vi.fn(), productsByIds }) }),
    );
    expect(productsByIds).toHaveBeenCalledWith(ids.slice(0, 10));
    expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(10);
  });

  it('a failure is logged and answers 502 (the island shows nothing)', async () => {
    const log = vi.fn();
    const response = await recommendationsResponse(
      new Request('https://shop.test/__ridgeline/recommendations?recommender=pdp-similar-items&products=RM1001'),
      depsWith({
        commerce: () => ({
          recommendations: vi.fn(async () =>
            Promise.reject(new Error('Recommendations failed with status 404 Not Found')),
          ),
          productsByIds: vi.fn(),
        }),
        log,
      }),
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
