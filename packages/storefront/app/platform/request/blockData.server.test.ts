import { startSandbox } from '@ridgeline/sandbox';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockDataSourceFor, BLOCK_DATA_PATH } from '../blockData';
import { blockDataResponse as respondWith } from './blockData.server';
import { createRequestContext } from './context.server';
import { createAppContext } from '../../appFeatures.server';
import { NOT_FOUND_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../content.server';
import { countingBody, streamingPost } from '@ridgeline/commerce/testing/server';
import { loadVisualization } from '../../features/preview/visualization.server';
import { captureLog } from '../../testing/logCapture';

/** The route's answer for a request, with this test's app context (made once the sandbox is up: its clients over it). */
let app: ReturnType<typeof createAppContext> | undefined;
const contextOf = (request: Request) => createRequestContext(request, { app: (app ??= createAppContext()) });
const blockDataResponse = (request: Request) => respondWith(request, contextOf(request));

// The sandbox's demo content: the home page's men's jackets carousel, a hero banner (no loader).
const CAROUSEL_ID = '6f0d7e2a-5b1c-4c8e-9a3f-1d2e3f4a5b60';
const HERO_ID = 'ccbf0aac-9b55-5df9-bd1f-44ec27ac1121';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const VSE = DEMO_STAGING_ENVIRONMENTS[0]!.vse;

const ORIGIN = 'http://shop.test';
const get = (query: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${BLOCK_DATA_PATH}?${query}`, { headers });
const post = (query: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${BLOCK_DATA_PATH}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface TileData {
  products: { id?: string; name?: string }[];
}

describe('/__ridgeline/block-data against the sandbox (content client, validator, commerce SDK)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    // Read on first use by the storefront's configuration (content, preview, commerce): all point at this sandbox.
    vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  });
  afterAll(() => sandbox?.close());

  it("a product carousel's id: its loader's tiles, cacheable like the pages", async () => {
    const response = await blockDataResponse(get(`id=${CAROUSEL_ID}&v=abc&k=def`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // tagged as the pages are: a purge of the carousel's item reaches this answer at the CDN
    expect(response.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['rl-all', `rl-c-${CAROUSEL_ID}`, 'rl-cat-mens-jackets']),
    );
    // the render cache's own, uncapped list is never sent (no render cache keeps this answer)
    expect(response.headers.get('x-ridgeline-cache-tags')).toBeNull();
    const { data } = (await response.json()) as { data: TileData };
    expect(data.products.length).toBeGreaterThan(3);
    expect(data.products.length).toBeLessThanOrEqual(10);
    expect(data.products[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it('an unknown id is 404 (cached briefly, as the not-found page)', async () => {
    const response = await blockDataResponse(get(`id=${UNKNOWN_ID}`));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('an item that is not a block with a loader is 404', async () => {
    const response = await blockDataResponse(get(`id=${HERO_ID}`));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('not a block with data');
  });

  it('a missing or malformed id, or a bad hub, is 400 and never cached', async () => {
    for (const query of [
      '',
      'id=home',
      `id=${CAROUSEL_ID}x`,
      `id=../../content/key/home`,
      `id=${CAROUSEL_ID}&hub=bad.hub`,
    ]) {
      const response = await blockDataResponse(get(query));
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('only hubs this storefront serves: another hub (well-formed) is 400 here and on the visualization routes', async () => {
    const other = await blockDataResponse(get(`id=${CAROUSEL_ID}&hub=someone-elses-hub`));
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toContain('not a hub this storefront serves');
    const thrown = await loadVisualization({ hub: 'someone-elses-hub', contentId: CAROUSEL_ID }, get('')).catch(
      (caught: unknown) => caught,
    );
    expect(thrown).toMatchObject({
      init: { status: 400 },
      data: { message: expect.stringContaining('not a hub this storefront serves') },
    });
    // The configured hub (the sandbox's) still works on both.
    expect((await blockDataResponse(get(`id=${CAROUSEL_ID}&hub=ridgeline`))).status).toBe(200);
    expect(
      await loadVisualization({ hub: 'ridgeline', contentId: CAROUSEL_ID }, get(''), contextOf(get(''))),
    ).toMatchObject({
      data: { hub: 'ridgeline' },
    });
  });

  it('a posted model over 256 KB is refused while it is read (413), and a cross-site post is refused (403)', async () => {
    const warn = captureLog();
    const body = countingBody(64 * 1024 * 1024);
    const large = await blockDataResponse(
      streamingPost(`${ORIGIN}${BLOCK_DATA_PATH}?hub=ridgeline&vse=${VSE}`, body.stream, {
        'content-type': 'application/json',
      }),
    );
    expect(large.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
    const crossSite = await blockDataResponse(
      post(`hub=ridgeline&vse=${VSE}`, { content: { _meta: { schema: 'x' } } }, { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect(warn.lines().length).toBeGreaterThan(0);
  });

  it('preview (a configured VSE in the cookie): the staging item, no-store and noindex', async () => {
    const response = await blockDataResponse(get(`id=${CAROUSEL_ID}`, { cookie: `vse=${VSE}` }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // staging content is never tagged for the CDN
    expect(response.headers.get('surrogate-key')).toBeNull();
    expect(((await response.json()) as { data: TileData }).data.products.length).toBeGreaterThan(0);
  });

  it('an unknown VSE is ignored (logged): the public answer', async () => {
    const warn = captureLog();
    const response = await blockDataResponse(get(`id=${CAROUSEL_ID}`, { cookie: 'vse=evil.example.com' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(warn.lines().length).toBeGreaterThan(0);
  });

  it("a visualization's request (hub + vse in the query, no cookie) is no-store", async () => {
    const response = await blockDataResponse(get(`id=${CAROUSEL_ID}&hub=ridgeline&vse=${VSE}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('POST of a model: only in preview (403 otherwise); its own categoryId is loaded, validated like delivered content', async () => {
    const model = {
      _meta: { schema: 'https://schema.ridgeline.dev/product-category-carousel', deliveryId: CAROUSEL_ID },
      categoryId: 'womens',
      header: { headerText: 'Edited, not saved' },
    };
    const refused = await blockDataResponse(post(`id=${CAROUSEL_ID}`, { content: model }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const live = await blockDataResponse(post(`id=${CAROUSEL_ID}&hub=ridgeline&vse=${VSE}`, { content: model }));
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const womens = ((await live.json()) as { data: TileData }).data.products.map((p) => p.id);
    const saved = (
      (await (await blockDataResponse(get(`id=${CAROUSEL_ID}`))).json()) as { data: TileData }
    ).data.products.map((p) => p.id);
    expect(womens.length).toBeGreaterThan(0);
    expect(womens).not.toEqual(saved);

    const log = captureLog();
    const invalid = await blockDataResponse(
      post(`hub=ridgeline&vse=${VSE}`, { content: { ...model, categoryId: 42 } }),
    );
    expect(invalid.status).toBe(502);
    expect(((await invalid.json()) as { kind: string }).kind).toBe('invalid-content');
    expect(log.lines().length).toBeGreaterThan(0);

    expect((await blockDataResponse(post(`hub=ridgeline&vse=${VSE}`, 'not json'))).status).toBe(400);
    expect((await blockDataResponse(post(`hub=ridgeline&vse=${VSE}`, { content: { categoryId: 'x' } }))).status).toBe(
      400,
    );
    const notJson = new Request(`${ORIGIN}${BLOCK_DATA_PATH}?hub=ridgeline&vse=${VSE}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect((await blockDataResponse(notJson)).status).toBe(415);
    expect(
      (await blockDataResponse(new Request(`${ORIGIN}${BLOCK_DATA_PATH}?id=${CAROUSEL_ID}`, { method: 'DELETE' })))
        .status,
    ).toBe(405);
  });
});

describe('blockDataSourceFor (the endpoint the page gives the renderer)', () => {
  it('pages: the route alone (a preview VSE travels in its cookie)', () => {
    expect(blockDataSourceFor('/', '')).toEqual({ endpoint: BLOCK_DATA_PATH });
    expect(blockDataSourceFor('/t/about', `?vse=${VSE}`, 1234)).toEqual({ endpoint: BLOCK_DATA_PATH, updatedAt: 1234 });
  });

  it('visualization: hub and vse in the query; /visualization posts the (unsaved) model, /contampviz asks by id', () => {
    const live = blockDataSourceFor(
      `/visualization/ridgeline/${CAROUSEL_ID}`,
      `?vse=${VSE}&vse-timestamp=1805875200000&other=1`,
    );
    expect(live.sendContent).toBe(true);
    const params = new URL(live.endpoint, ORIGIN).searchParams;
    expect(Object.fromEntries(params)).toEqual({ hub: 'ridgeline', vse: VSE, 'vse-timestamp': '1805875200000' });
    expect(blockDataSourceFor(`/contampviz/ridgeline/${CAROUSEL_ID}`, `?vse=${VSE}`)).toEqual({
      endpoint: `${BLOCK_DATA_PATH}?hub=ridgeline&vse=${encodeURIComponent(VSE)}`,
    });
    // Without a VSE nothing may be posted: ask by id from the hub's public delivery.
    expect(blockDataSourceFor(`/visualization/ridgeline/${CAROUSEL_ID}`, '').sendContent).toBeUndefined();
  });
});
