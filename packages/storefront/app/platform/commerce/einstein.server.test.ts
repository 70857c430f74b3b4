import { startSandbox } from '@ridgeline/sandbox';
import { toTileModels } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig, type CommerceConfig } from './config.server';
import {
  createCommerceService,
  createEinsteinClient,
  einsteinEnvelope,
  type EinsteinSettings,
  ENRICHMENT_EXPAND,
  identityOf,
  RECOMMENDERS_RETRY_MS,
  RECOMMENDERS_TTL_MS,
} from '@ridgeline/commerce/server';

const SETTINGS: EinsteinSettings = {
  host: 'https://einstein.test',
  clientId: 'cq',
  siteId: 'rdgl-RidgelineUS',
  realm: 'rdgl',
  instanceType: 'sbx',
};

describe('configuration', () => {
  it('realm is the site id’s prefix unless EINSTEIN_REALM names it; instanceType sbx beside the sandbox, prd otherwise, EINSTEIN_INSTANCE_TYPE wins', () => {
    expect(readCommerceConfig({ SANDBOX_PORT: '4999' }).einstein).toMatchObject({ realm: 'rdgl', instanceType: 'sbx' });
    const real = { COMMERCE_SHORT_CODE: 'abc', COMMERCE_SITE_ID: 'Shop', EINSTEIN_SITE_ID: 'aaxx-Shop' };
    expect(readCommerceConfig(real).einstein).toMatchObject({ realm: 'aaxx', instanceType: 'prd' });
    expect(
      readCommerceConfig({ ...real, EINSTEIN_REALM: 'bbyy', EINSTEIN_INSTANCE_TYPE: 'sbx' }).einstein,
    ).toMatchObject({ realm: 'bbyy', instanceType: 'sbx' });
    expect(() => readCommerceConfig({ ...real, EINSTEIN_REALM: 'a b' })).toThrow(/EINSTEIN_REALM/);
  });

  it('the identity: the usid as cookieId, the customer as userId only when signed in; the anonymous id before a session', () => {
    expect(identityOf({ signedIn: true, visitorIds: { usid: 'u', customerId: 'c' } })).toEqual({
      cookieId: 'u',
      userId: 'c',
    });
    expect(identityOf({ signedIn: false, visitorIds: { usid: 'u', customerId: 'c' } })).toEqual({ cookieId: 'u' });
    expect(identityOf({ signedIn: false, visitorIds: {} }, 'anon')).toEqual({ cookieId: 'anon' });
    expect(identityOf({ signedIn: false, visitorIds: {} })).toBeUndefined();
    expect(einsteinEnvelope(SETTINGS)).toEqual({ realm: 'rdgl', instanceType: 'sbx' });
  });
});

describe('the recommenders list', () => {
  it('is read once and kept for its time; a failure is retried after a minute, and meanwhile every recommender may be asked', async () => {
    let now = 0;
    let up = true;
    const fetchFake = vi.fn(async () =>
      up ? Response.json({ recommenders: [{ name: 'home-top-rated' }] }) : new Response('down', { status: 503 }),
    );
    const log = vi.fn();
    const client = createEinsteinClient(SETTINGS, {
      fetch: fetchFake as unknown as typeof fetch,
      timeoutMs: 1_000,
      now: () => now,
      log,
    });
    expect(await client.knowsRecommender('home-top-rated')).toBe(true);
    expect(await client.knowsRecommender('gone')).toBe(false);
    expect(await client.knowsRecommender('gone')).toBe(false);
    expect(fetchFake).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.filter(([entry]) => entry.recommender === 'gone')).toHaveLength(1);
    now = RECOMMENDERS_TTL_MS + 1;
    up = false;
    // The last list is kept while the service is down.
    expect(await client.knowsRecommender('gone')).toBe(false);
    expect(fetchFake).toHaveBeenCalledTimes(2);
    now += RECOMMENDERS_RETRY_MS - 1;
    await client.recommenders();
    expect(fetchFake).toHaveBeenCalledTimes(2);
    now += 2;
    await client.recommenders();
    expect(fetchFake).toHaveBeenCalledTimes(3);
  });

  it('never read: every recommender may be asked (a list outage does not empty every carousel)', async () => {
    const client = createEinsteinClient(SETTINGS, {
      fetch: (async () => new Response('x', { status: 500 })) as unknown as typeof fetch,
      timeoutMs: 1_000,
      log: () => {},
    });
    expect(await client.recommenders()).toBeUndefined();
    expect(await client.knowsRecommender('anything')).toBe(true);
  });

  it('a call that hangs ends at its deadline', async () => {
    const hanging = (async (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    const client = createEinsteinClient(SETTINGS, { fetch: hanging, timeoutMs: 20, log: () => {} });
    await expect(client.recommendations('home-top-rated', {})).rejects.toThrow(/timeout/i);
    expect(await client.activity('viewPage', {}, { cookieId: 'u' })).toBe(false);
  });
});

describe('server-side recommendations (the CMS carousels) against the sandbox', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let config: CommerceConfig;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    config = readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port });
  });
  afterAll(() => sandbox?.close());

  const spying = (fail?: (url: string) => boolean) => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchSpy = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, init: input instanceof Request ? { headers: Object.fromEntries(input.headers) } : init });
      if (fail?.(url))
        return new Response('{"title":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
      return fetch(input, init);
    }) as typeof fetch;
    return { calls, fetchSpy };
  };

  it('ask the recommender anonymously (realm and instanceType from configuration, no cookieId, no userId), then enrich with the product expansions tiles need', async () => {
    const { calls, fetchSpy } = spying();
    const products = await createCommerceService(config, { fetch: fetchSpy }).recommendations({
      recommender: 'pdp-similar-items',
      productIds: ['RM1001'],
    });
    expect(products.length).toBeGreaterThan(0);
    const recs = calls.find((call) => call.url.includes('/v3/personalization/recs/'))!;
    expect(JSON.parse(String(recs.init?.body))).toEqual({
      products: [{ id: 'RM1001' }],
      realm: 'rdgl',
      instanceType: 'sbx',
    });
    const enrichment = calls.filter((call) => call.url.includes('/products?'));
    // In batches of 8 ids, each batch's ids joined by commas.
    expect(enrichment).toHaveLength(Math.ceil(products.length / 8));
    const url = new URL(enrichment[0]!.url);
    expect(url.searchParams.get('ids')).toBe(
      products
        .slice(0, 8)
        .map((p) => p.id)
        .join(','),
    );
    expect(url.searchParams.get('allImages')).toBe('true');
    expect(url.searchParams.get('perPricebook')).toBe('true');
    expect(url.searchParams.get('expand')).toBe(ENRICHMENT_EXPAND.join(','));
    const headers = new Headers(enrichment[0]!.init?.headers as HeadersInit);
    expect(headers.get('authorization')).toMatch(/^Bearer \S+/);
    // Enriched: prices and colours from the products call.
    expect(products[0]).toMatchObject({ prices: expect.any(Object), variationAttributes: expect.any(Array) });
  });

  it('enrichment failing keeps the raw recommendations (id, name, image), logged', async () => {
    const { fetchSpy } = spying((url) => url.includes('/products?'));
    const warn = vi.fn();
    const products = await createCommerceService(config, { fetch: fetchSpy, warn }).recommendations({
      recommender: 'home-top-rated',
      categoryIds: ['womens'],
    });
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      image: { link: expect.stringMatching(/^http/), alt: expect.any(String) },
    });
    expect(warn).toHaveBeenCalledWith(
      'Recommendation enrichment failed: the raw recommendations are kept',
      expect.objectContaining({ recommender: 'home-top-rated' }),
    );
    const tiles = toTileModels(products, { sanitize: (html) => html });
    expect(tiles.map((tile) => tile.name)).toEqual(products.map((p) => p.name));
  });

  it('a recommender the site does not have (a CMS block naming one): an empty carousel, logged, and no recommendations call', async () => {
    const { calls, fetchSpy } = spying();
    const log = vi.fn();
    const einstein = createEinsteinClient(config.einstein, { fetch: fetchSpy, timeoutMs: 2_000, log });
    const service = createCommerceService(config, { fetch: fetchSpy, einstein });
    expect(await service.recommendations({ recommender: 'retired-recommender' })).toEqual([]);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/v3/personalization/recommenders/rdgl-RidgelineUS',
    ]);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ recommender: 'retired-recommender' }));
    // The list is kept: the next carousel asks the recommender straight away.
    await service.recommendations({ recommender: 'home-top-rated' });
    expect(calls.filter((call) => call.url.includes('/recommenders/'))).toHaveLength(1);
  });
});
