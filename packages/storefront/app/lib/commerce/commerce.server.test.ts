import v8 from 'node:v8';
import vm from 'node:vm';
import { startSandbox } from '@ridgeline/sandbox';
import { toTileModels } from '@ridgeline/blocks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './cache.server';
import { readCommerceConfig, SANDBOX_COMMERCE, type CommerceConfig } from './config.server';
import { chunk, createCommerceService, ENRICHMENT_BATCH_SIZE, ENRICHMENT_TIMEOUT_MESSAGE } from './service.server';
import { createGuestTokenSource } from './token.server';
import { withDeadline } from '../upstream.server';
import { startFaultProxy, UPSTREAM_PATHS, type FaultProxy } from '../../testing/faultProxy';

describe('readCommerceConfig', () => {
  it('defaults to the sandbox demo configuration with the sandbox as proxy', () => {
    const config = readCommerceConfig({ SANDBOX_PORT: '4123' });
    expect(config).toMatchObject({
      shortCode: SANDBOX_COMMERCE.shortCode,
      organizationId: SANDBOX_COMMERCE.organizationId,
      clientId: SANDBOX_COMMERCE.clientId,
      siteId: SANDBOX_COMMERCE.siteId,
      proxy: 'http://localhost:4123',
      usingSandbox: true,
      einstein: { host: 'http://localhost:4123', clientId: SANDBOX_COMMERCE.einsteinClientId, siteId: 'rdgl-RidgelineUS', realm: 'rdgl', instanceType: 'sbx' },
    });
    expect(readCommerceConfig({}).proxy).toBe('http://localhost:4010');
  });

  it('real values switch to a real instance: no proxy, Einstein at api.cquotient.com', () => {
    const config = readCommerceConfig({
      COMMERCE_SHORT_CODE: 'kv7kzm78',
      COMMERCE_ORGANIZATION_ID: 'f_ecom_zzrf_001',
      COMMERCE_CLIENT_ID: 'c9c45bfd-0ed3-4aa2-9971-40f88962b836',
      COMMERCE_SITE_ID: 'RefArch',
      EINSTEIN_CLIENT_ID: 'abc',
      EINSTEIN_SITE_ID: 'aaij-RefArch',
    });
    expect(config.proxy).toBeUndefined();
    expect(config.usingSandbox).toBe(false);
    expect(config.einstein).toEqual({ host: 'https://api.cquotient.com', clientId: 'abc', siteId: 'aaij-RefArch', realm: 'aaij', instanceType: 'prd' });
    expect(readCommerceConfig({ COMMERCE_SITE_ID: 'RefArch', COMMERCE_PROXY: 'https://proxy.example.com/' }).proxy).toBe('https://proxy.example.com');
  });
});

describe('helpers', () => {
  it('chunks ids in batches of 8', () => {
    expect(ENRICHMENT_BATCH_SIZE).toBe(8);
    expect(chunk(Array.from({ length: 19 }, (_, i) => i), 8).map((c) => c.length)).toEqual([8, 8, 3]);
  });

  it("times out with 'Enrichment timeout' and aborts the work it gave up on", async () => {
    let signal: AbortSignal | undefined;
    await expect(
      withDeadline(10, ENRICHMENT_TIMEOUT_MESSAGE, (given) => {
        signal = given;
        return new Promise(() => {});
      }),
    ).rejects.toThrow('Enrichment timeout');
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toMatchObject({ name: 'TimeoutError', message: ENRICHMENT_TIMEOUT_MESSAGE });
    await expect(withDeadline(10, 'x', async () => 1)).resolves.toBe(1);
  });

  it('the cache serves fresh, then stale while refreshing, then reloads; errors are not cached', async () => {
    let now = 0;
    const cache = createSwrCache({ freshMs: 900_000, staleMs: 900_000, now: () => now });
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cache.get('k', load)).toBe('v1');
    now = 899_000;
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000_000; // stale: the old value now, a refresh behind it
    expect(await cache.get('k', load)).toBe('v1');
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toBe('v2');
    now = 1_000_000 + 1_800_001; // gone
    expect(await cache.get('k', load)).toBe('v3');
    await expect(cache.get('e', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('e', async () => 'ok')).toBe('ok');
  });
});

describe('against the sandbox (commerce-sdk-isomorphic through proxy)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let config: CommerceConfig;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    config = readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port });
  });
  afterAll(() => sandbox?.close());

  it('caches the guest token and refreshes it before it expires', async () => {
    let now = 1_000_000;
    const tokens = createGuestTokenSource(config, () => now);
    const first = await tokens.get();
    expect(first.split('.')).toHaveLength(3);
    expect(await tokens.get()).toBe(first);
    now += 1800_000 - 30_000; // inside the refresh margin
    const refreshed = await tokens.get();
    expect(refreshed).not.toBe(first);
    expect(await tokens.get()).toBe(refreshed);
  });

  it('category products: search, then enrichment in batches of 8 (inventory, prices, promotions)', async () => {
    const fetchSpy = vi.fn(fetch);
    const service = createCommerceService(config, { fetch: fetchSpy });
    const products = await service.productsByCategory('mens-jackets', 10);
    expect(products.length).toBeGreaterThan(3);
    expect(products.length).toBeLessThanOrEqual(10);
    expect(products[0]).toMatchObject({ id: 'RM1001', inventory: { orderable: true } });
    const tiles = toTileModels(products, { sanitize: (html) => html });
    expect(tiles[0]!.price).toMatchObject({ type: 'range', minSale: 89.9 });
    // Cached: a second call makes no request.
    const before = fetchSpy.mock.calls.length;
    await service.productsByCategory('mens-jackets', 10);
    expect(fetchSpy.mock.calls.length).toBe(before);
  });

  it('products by ids: 20 ids → 3 getProducts calls, order kept, unknown ids left out', async () => {
    const ids = ['RM1001', 'RM1002', 'RM1003', 'RM1004', 'RM1005', 'RM1006', 'RM1101', 'RM1102', 'RM1103', 'RM1201', 'RM1202', 'RM1203', 'RM1204', 'RM1301', 'RM1302', 'RM1303', 'RM1304', 'RW2001', 'RW2002', 'NOPE'];
    const fetchSpy = vi.fn(fetch);
    const products = await createCommerceService(config, { fetch: fetchSpy }).productsByIds(ids);
    const productCalls = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/products?'));
    expect(productCalls).toHaveLength(3);
    expect(products.map((p) => p.id)).toEqual(ids.slice(0, 19));
  });

  it('recommendations: Einstein ids, then enrichment', async () => {
    const products = await createCommerceService(config).recommendations({ recommender: 'home-top-rated', categoryIds: ['mens'] });
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => typeof p.id === 'string' && p.price !== undefined)).toBe(true);
    // Not in the site's recommenders list: an empty carousel (the list-based guard is tested in einstein.server.test.ts).
    await expect(createCommerceService(config, { warn: () => {} }).recommendations({ recommender: 'no-such-recommender' })).resolves.toEqual([]);
  });

  it("an enrichment batch that takes longer than the timeout fails with 'Enrichment timeout'", async () => {
    const warn = vi.fn();
    const slow = createCommerceService(config, { timeoutMs: 1, warn });
    await expect(slow.productsByIds(['RM1001'])).rejects.toThrow(ENRICHMENT_TIMEOUT_MESSAGE);
    expect(warn).toHaveBeenCalledWith('Product enrichment failed', expect.objectContaining({ error: ENRICHMENT_TIMEOUT_MESSAGE }));
  });
});

describe('a stalled or broken commerce API (fault proxy in front of the sandbox)', () => {
  const TIMEOUT_MS = 300;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let proxy: FaultProxy;
  let config: CommerceConfig;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    proxy = await startFaultProxy(sandbox.url);
    // Every commerce call through the proxy, each ending after 300 ms (the render budget caps the commerce timeout).
    config = readCommerceConfig({ SANDBOX_PORT: String(proxy.port), RENDER_BUDGET_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });
  beforeEach(() => proxy.set());

  const searches = () => proxy.seen.filter((path) => path.startsWith('/search/')).length;

  it('a stalled category search fails at its deadline; after recovery the next request asks again and gets products', async () => {
    const service = createCommerceService(config, { warn: () => {} });
    proxy.set({ paths: UPSTREAM_PATHS.scapi, fault: { kind: 'stall' } });
    const started = Date.now();
    await expect(service.productsByCategory('mens-jackets', 10)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    const before = searches();
    proxy.set();
    const products = await service.productsByCategory('mens-jackets', 10);
    expect(products.length).toBeGreaterThan(3);
    expect(searches()).toBe(before + 1);
  });

  it('a stalled guest login (SLAS) fails in bounded time and the next caller logs in anew', async () => {
    proxy.set({ paths: UPSTREAM_PATHS.slas, fault: { kind: 'stall' } });
    const tokens = createGuestTokenSource(config);
    const started = Date.now();
    await expect(tokens.get()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 1_000);
    proxy.set();
    expect((await tokens.get()).split('.')).toHaveLength(3);
  });

  it("Einstein's answer stalling half way through its body fails the recommendation in bounded time", async () => {
    const service = createCommerceService(config, { warn: () => {} });
    proxy.set({ paths: UPSTREAM_PATHS.einstein, fault: { kind: 'truncate', then: 'hang' } });
    const started = Date.now();
    await expect(service.recommendations({ recommender: 'home-top-rated', categoryIds: ['mens'] })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    proxy.set();
    expect((await service.recommendations({ recommender: 'home-top-rated', categoryIds: ['mens'] })).length).toBeGreaterThan(0);
  });

  it('a stalled Einstein call ends at its deadline even when garbage is collected while it waits', async () => {
    // Node 20 can collect an AbortSignal.timeout that only AbortSignal.any refers to: the call then never ends.
    v8.setFlagsFromString('--expose_gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const service = createCommerceService(config, { warn: () => {} });
    proxy.set({ paths: UPSTREAM_PATHS.einstein, fault: { kind: 'stall' } });
    const collect = setInterval(gc, 10);
    try {
      const started = Date.now();
      await expect(service.recommendations({ recommender: 'home-top-rated', productIds: ['RM1001'] })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    } finally {
      clearInterval(collect);
    }
  });

  it('5xx, reset and malformed JSON fail the load without caching the failure', async () => {
    const service = createCommerceService(config, { warn: () => {} });
    for (const fault of [{ kind: 'status', code: 503 }, { kind: 'reset' }, { kind: 'bad-json' }, { kind: 'truncate', then: 'close' }] as const) {
      proxy.set({ paths: [...UPSTREAM_PATHS.scapi, ...UPSTREAM_PATHS.einstein], fault });
      await expect(service.productsByCategory('womens', 6), fault.kind).rejects.toThrow();
      await expect(service.recommendations({ recommender: 'home-top-rated', categoryIds: ['womens'] }), fault.kind).rejects.toThrow();
    }
    proxy.set();
    expect((await service.productsByCategory('womens', 6)).length).toBeGreaterThan(0);
  });

  it('expired data is served when the API fails or stalls (stale-if-error, stale-if-slow), and refreshed once it is back', async () => {
    let now = 0;
    const service = createCommerceService(config, { warn: () => {}, cache: createSwrCache({ now: () => now, staleIfSlowMs: 100 }) });
    const fresh = await service.productsByCategory('mens-jackets', 10);
    now = 1_800_001; // past 900 s fresh + 900 s stale
    proxy.set({ paths: UPSTREAM_PATHS.scapi, fault: { kind: 'status', code: 503 } });
    expect((await service.productsByCategory('mens-jackets', 10)).map((p) => p.id)).toEqual(fresh.map((p) => p.id));
    proxy.set({ paths: UPSTREAM_PATHS.scapi, fault: { kind: 'stall' } });
    const started = Date.now();
    expect((await service.productsByCategory('mens-jackets', 10)).map((p) => p.id)).toEqual(fresh.map((p) => p.id));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });
});
