import { describe, expect, it, vi } from 'vitest';
import { STATE_KEY } from '../contentModel';
import type { ContentItem } from '../types';
import { blockDataResponse, type BlockDataRequest, type BlockDataSite } from './blockDataResponse';

const ID = '0f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34';
const ITEM: ContentItem = { _meta: { schema: 'https://ridgeline.test/carousel.json', deliveryId: ID } };

const site = (over: Partial<BlockDataSite> = {}): BlockDataSite => ({
  hubProblem: (hub) => (hub === 'ridgeline' ? undefined : `not this storefront's hub: ${hub}`),
  hasLoader: (schema) => schema === ITEM._meta.schema,
  crossSiteRefusal: (request) =>
    request.headers.get('origin') === 'https://evil.example' ? new Response('refused', { status: 403 }) : undefined,
  readBody: async (request) => request.text(),
  production: true,
  notFoundCacheControl: 'public, max-age=0, s-maxage=60',
  ...over,
});

const context = (request: Request, over: Partial<BlockDataRequest> = {}): BlockDataRequest => ({
  request,
  preview: false,
  editorial: false,
  getById: async (id) => (id === ID ? { status: 'found', item: ITEM } : { status: 'not-found', request: { id } }),
  cacheHeaders: async () => ({ 'Cache-Control': 'public, s-maxage=900' }),
  prepare: async (item) => ({
    content: { ...item, [STATE_KEY]: { status: 'ok', data: { tiles: 3 } } } as never,
    overBudget: [],
    failedLoaders: [],
  }),
  ...over,
});

const get = (query: string) => new Request(`https://shop.test/__ridgeline/block-data?${query}`);

describe('blockDataResponse', () => {
  it('answers a block’s data with the request’s caching', async () => {
    const response = await blockDataResponse(context(get(`id=${ID}`)), site());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=900');
    expect(await response.json()).toEqual({ data: { tiles: 3 } });
  });

  it('refuses a bad method, id or hub, and answers a miss briefly cached', async () => {
    const put = new Request(`https://shop.test/x?id=${ID}`, { method: 'PUT' });
    expect((await blockDataResponse(context(put), site())).status).toBe(405);
    expect((await blockDataResponse(context(get('id=../../etc')), site())).status).toBe(400);
    expect((await blockDataResponse(context(get(`id=${ID}&hub=other`)), site())).status).toBe(400);
    const missing = await blockDataResponse(context(get(`id=${ID.replace('0f', 'aa')}`)), site());
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const noLoader = await blockDataResponse(context(get(`id=${ID}`)), site({ hasLoader: () => false }));
    expect(noLoader.status).toBe(404);
  });

  it('takes a posted model only in preview, from this site, as JSON', async () => {
    const post = (headers: Record<string, string> = {}) =>
      new Request('https://shop.test/__ridgeline/block-data?hub=ridgeline', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ content: ITEM }),
      });
    expect((await blockDataResponse(context(post()), site())).status).toBe(403);
    expect(
      (await blockDataResponse(context(post({ origin: 'https://evil.example' }), { preview: true }), site())).status,
    ).toBe(403);
    const live = await blockDataResponse(context(post(), { preview: true, editorial: true }), site());
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { tiles: 3 } });
  });

  it('a loader past the budget is a 504, a failed one a 502 that names nothing in production; neither is kept', async () => {
    const late = context(get(`id=${ID}`), {
      prepare: async (item) => ({ content: item as never, overBudget: [{} as never], failedLoaders: [] }),
    });
    const timedOut = await blockDataResponse(late, site());
    expect(timedOut.status).toBe(504);
    expect(timedOut.headers.get('cache-control')).toBe('no-store');
    const failing = context(get(`id=${ID}`), {
      prepare: vi.fn(async (item: ContentItem) => ({
        content: {
          ...item,
          [STATE_KEY]: { status: 'failed', failure: { kind: 'loader', message: 'db password x' } },
        } as never,
        overBudget: [],
        failedLoaders: [],
      })),
    });
    const failed = await blockDataResponse(failing, site());
    expect(failed.status).toBe(502);
    expect(JSON.stringify(await failed.json())).not.toContain('password');
  });
});
