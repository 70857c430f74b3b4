import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentIdTag, RenderCache, reportCacheTags } from '@ridgeline/renderer/server';
import { purgeEverywhere } from '@ridgeline/commerce/server';
import { ROUTE_MANIFEST } from '../../testing/routeManifest';
import { RENDER_CACHE_PAGES } from '../../renderCachePages';
import {
  createRenderCacheMiddleware,
  fetchRequestOf,
  readRenderCacheLimits,
  type ExpressLikeRequest,
} from './renderCache.server';

describe('RENDER_CACHE_MB', () => {
  it('defaults to 64 MB of pages, an eighth besides for the rest, 1 MB per page; 0 turns the cache off', () => {
    expect(readRenderCacheLimits({})).toEqual({
      maxBytes: 64 * 1024 * 1024,
      otherMaxBytes: 8 * 1024 * 1024,
      maxEntryBytes: 1024 * 1024,
    });
    expect(readRenderCacheLimits({ RENDER_CACHE_MB: '2' })).toMatchObject({
      maxBytes: 2 * 1024 * 1024,
      otherMaxBytes: 1024 * 1024,
    });
    expect(readRenderCacheLimits({ RENDER_CACHE_MB: '0' })).toBeUndefined();
  });

  it.each(['-1', '1.5', 'lots', '5000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readRenderCacheLimits({ RENDER_CACHE_MB: value })).toThrow(/RENDER_CACHE_MB/);
  });
});

describe('fetchRequestOf', () => {
  const expressRequest = (overrides: {
    headers?: Record<string, string>;
    app?: { enabled(setting: string): boolean };
  }) => {
    const headers = overrides.headers ?? { host: 'shop.test:3000', accept: 'text/html' };
    return {
      method: 'GET',
      protocol: 'http',
      hostname: 'shop.test',
      originalUrl: '/t/about?a=1',
      headers,
      get: (name: string) => headers[name.toLowerCase()],
      app: overrides.app ?? { enabled: () => false },
    } as unknown as ExpressLikeRequest;
  };

  it('builds the URL as React Router’s Express adapter does, headers included', () => {
    const request = fetchRequestOf(expressRequest({}));
    expect(request.url).toBe('http://shop.test:3000/t/about?a=1');
    expect(request.headers.get('accept')).toBe('text/html');
    expect(request.method).toBe('GET');
  });

  it('takes the forwarded port only from a trusted proxy', () => {
    const headers = { host: 'shop.test:3000', 'x-forwarded-host': 'shop.test:8443' };
    expect(fetchRequestOf(expressRequest({ headers })).url).toBe('http://shop.test:3000/t/about?a=1');
    expect(fetchRequestOf(expressRequest({ headers, app: { enabled: () => true } })).url).toBe(
      'http://shop.test:8443/t/about?a=1',
    );
  });
});

/**
 * The middleware on a real Express server (port 0), rendering with a stand-in for React Router's handler that, like
 * the real pages, writes the address it was asked for into its links: what a visitor sends that the page does not
 * read must never reach that HTML.
 */
describe('the middleware', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=900, stale-while-revalidate=900';
  const servers: Array<ReturnType<typeof createServer>> = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.close();
      server.closeAllConnections();
    }
  });

  async function start(page: (request: Request, count: number) => Response = defaultPage) {
    let now = 1_000_000;
    const cache = new RenderCache({
      maxBytes: 1_000_000,
      otherMaxBytes: 200_000,
      maxEntryBytes: 100_000,
      now: () => now,
      log: () => undefined,
    });
    const rendered: Request[] = [];
    const waiting: Array<{ count: number; resolve: () => void }> = [];
    const handler = async (request: Request) => {
      rendered.push(request);
      for (const waiter of waiting.filter((entry) => rendered.length >= entry.count)) waiter.resolve();
      return page(request, rendered.length);
    };
    const middleware = createRenderCacheMiddleware({
      build: { routes: ROUTE_MANIFEST } as unknown as ServerBuild,
      pages: RENDER_CACHE_PAGES,
      cache,
      handler,
      env: {},
    })!;
    // Express's request fields the middleware reads (server.mjs runs it on Express), then what comes after the cache
    // there: React Router's handler with the visitor's own request.
    const server = createServer((req, res) => {
      const expressLike = Object.assign(req, {
        protocol: 'http',
        hostname: '127.0.0.1',
        originalUrl: req.url ?? '/',
        get: (name: string) => req.headers[name.toLowerCase()] as string | undefined,
        app: { enabled: () => false },
      });
      middleware(expressLike, res, (error?: unknown) => {
        res.statusCode = error ? 500 : 200;
        res.setHeader('Cache-Control', 'no-store');
        res.end(error ? String(error) : `own answer, cookie ${req.headers.cookie ?? 'none'}`);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      rendered,
      get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
      advance: (ms: number) => {
        now += ms;
      },
      /** resolves once `count` renders have started */
      renders: (count: number) =>
        new Promise<void>((resolve) => (rendered.length >= count ? resolve() : waiting.push({ count, resolve }))),
    };
  }

  /** A page that, like the real ones (hreflang, the locale switch), repeats its own address in its links. */
  function defaultPage(request: Request, count: number): Response {
    const url = new URL(request.url);
    const self = `${url.pathname}${url.search}`;
    const links = Array.from({ length: 7 }, () => `<a href="${self}">other locale</a>`).join('');
    return new Response(
      `<html><body>${links}<p>render ${count}, cookie ${request.headers.get('cookie') ?? 'none'}</p></body></html>`,
      {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC },
      },
    );
  }

  it('renders a page from a clean request: a 12 KB utm_content reaches neither its HTML nor the cached copy', async () => {
    const { get, rendered } = await start();
    const value = 'Q'.repeat(12 * 1024);
    const first = await get(`/product/RM1204?utm_content=${value}&x=1`, {
      cookie: 'ridgeline-shopper=visitor-1',
      'accept-language': 'de',
    });
    const firstBody = await first.text();
    expect(first.headers.get('x-render-cache')).toBe('miss');
    expect(firstBody).not.toContain('QQQQ');
    expect(firstBody).not.toContain('visitor-1');
    expect(firstBody).toContain('<a href="/product/RM1204">');
    expect(rendered).toHaveLength(1);
    expect([
      new URL(rendered[0]!.url).pathname,
      new URL(rendered[0]!.url).search,
      rendered[0]!.headers.get('cookie'),
      rendered[0]!.headers.get('accept-language'),
    ]).toEqual(['/product/RM1204', '', null, null]);

    const later = await get('/product/RM1204');
    const laterBody = await later.text();
    expect(later.headers.get('x-render-cache')).toBe('hit');
    expect(laterBody).toBe(firstBody);
    expect(Buffer.byteLength(laterBody)).toBeLessThan(1_000);
  });

  it('names what a page was built from to the CDN and keeps it; a purge of one tag renders that page anew', async () => {
    const { get, advance } = await start((request, count) => {
      // what the content client and the commerce clients do while a page renders
      reportCacheTags([contentIdTag(`item${new URL(request.url).pathname.replaceAll('/', '-')}`)]);
      return defaultPage(request, count);
    });
    const first = await get('/product/RM1204');
    await first.text();
    expect(first.headers.get('surrogate-key')).toBe('rl-all rl-c-item-product-RM1204');
    expect(first.headers.get('cache-tag')).toBe('rl-all,rl-c-item-product-RM1204');
    expect(first.headers.get('x-ridgeline-cache-tags')).toBeNull();
    expect(first.headers.get('edge-cache-tag')).toBeNull();
    await (await get('/product/RM1004')).text();
    const hit = await get('/product/RM1204');
    await hit.text();
    expect([hit.headers.get('x-render-cache'), hit.headers.get('surrogate-key')]).toEqual([
      'hit',
      'rl-all rl-c-item-product-RM1204',
    ]);

    expect((await purgeEverywhere(['rl-c-item-product-RM1204'], undefined)).local).toBeGreaterThanOrEqual(1);
    advance(1);
    const again = await get('/product/RM1204');
    await again.text();
    expect(again.headers.get('x-render-cache')).toBe('miss');
    const other = await get('/product/RM1004');
    await other.text();
    expect(other.headers.get('x-render-cache')).toBe('hit');
    // an answer no shared cache may keep names no tags
    const own = await get('/cart');
    await own.text();
    expect(own.headers.get('surrogate-key')).toBeNull();
  });

  it('refreshes a stale page from the same clean request, whoever triggers the refresh', async () => {
    const { get, rendered, advance, renders } = await start();
    await (await get('/product/RM1204')).text();
    advance(901_000);
    const stale = await get('/product/RM1204?utm_content=refresh-poison&x=2', {
      cookie: 'ridgeline-shopper=visitor-2',
    });
    expect(stale.headers.get('x-render-cache')).toBe('stale');
    await stale.text();
    await renders(2);
    expect(rendered[1]!.url).toBe(rendered[0]!.url);
    expect([rendered[1]!.method, rendered[1]!.headers.get('cookie')]).toEqual(['GET', null]);
    const after = await (await get('/product/RM1204')).text();
    expect(after).not.toContain('refresh-poison');
    expect(after).not.toContain('visitor-2');
  });

  it('a page reads only its own parameters: the selection is kept, canonical', async () => {
    const { get, rendered } = await start();
    await (await get('/product/RM1004?size=M&utm_source=x&color=010')).text();
    expect(new URL(rendered[0]!.url).search).toBe('?color=010&size=M');
    const same = await get('/product/RM1004?color=010&size=M&fbclid=1');
    expect(same.headers.get('x-render-cache')).toBe('hit');
  });

  it('20 concurrent bag notices with different bag counts each get their own answer (never coalesced, never rendered by the cache)', async () => {
    const { get, rendered } = await start();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        get('/product/RM1004?added=RM1004&qty=1', { cookie: `ridgeline-bag-count=${i + 1}` }),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies).toEqual(Array.from({ length: 20 }, (_, i) => `own answer, cookie ridgeline-bag-count=${i + 1}`));
    expect(answers.map((answer) => answer.headers.get('x-render-cache'))).toEqual(Array(20).fill('bypass'));
    expect(rendered).toHaveLength(0);
  });

  it('a flood of unique junk parameters is served the one cached page', async () => {
    const { get, rendered } = await start();
    const states: Array<string | null> = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await get(`/product/RM1004?x=${i}`);
      await answer.text();
      states.push(answer.headers.get('x-render-cache'));
    }
    expect(rendered).toHaveLength(1);
    expect(states).toEqual(['miss', ...Array(39).fill('hit')]);
  });

  it('leaves the bag, the account and other non-pages to React Router with the visitor’s own request', async () => {
    const { get, rendered } = await start();
    const cart = await get('/cart?utm_source=x', { cookie: 'ridgeline-shopper=mine' });
    expect([cart.headers.get('x-render-cache'), await cart.text()]).toEqual([
      'bypass',
      'own answer, cookie ridgeline-shopper=mine',
    ]);
    expect(rendered).toHaveLength(0);
  });
});
