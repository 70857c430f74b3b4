import { describe, expect, it, vi } from 'vitest';
import {
  createCustomerIdMismatchLog,
  createDataLayerApi,
  createLegacyDataLayer,
  createShopperDataLayer,
  browserDataLayer,
  DATA_LAYER_MAX_BODY_BYTES,
  DATA_LAYER_MAX_USER_AGENT,
  dataLayerDifferences,
  readDataLayer,
  readShopperDataLayer,
  type DataLayerApi,
  type LegacyDataLayer,
} from './dataLayerApi.server';

const config = {
  organizationId: 'f_ecom_test',
  siteId: 'ridgeline',
  locale: 'en-US',
  shortCode: 'sandbox',
  proxy: 'http://commerce.test/',
  timeoutMs: 5_000,
} as never;

describe('createDataLayerApi', () => {
  it('asks /cart and /user (with c_userAgent, capped) with the bearer token and a deadline', async () => {
    const fetchImpl = vi.fn(async (url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json(String(url).includes('/cart') ? { itemCount: 2 } : { customerId: 'c1' }),
    );
    const api = createDataLayerApi(config, fetchImpl as never);
    await expect(api.cart('tok')).resolves.toEqual({ itemCount: 2 });
    await expect(api.user('tok', `Mozilla/5.0 ${'x'.repeat(1000)}`)).resolves.toEqual({ customerId: 'c1' });
    const [cartUrl, init] = fetchImpl.mock.calls[0]!;
    expect(String(cartUrl)).toBe(
      'http://commerce.test/custom/data-layer/v1/organizations/f_ecom_test/cart?siteId=ridgeline&locale=en-US',
    );
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const userUrl = new URL(String(fetchImpl.mock.calls[1]![0]));
    expect(userUrl.pathname).toBe('/custom/data-layer/v1/organizations/f_ecom_test/user');
    expect(userUrl.searchParams.get('c_userAgent')).toHaveLength(DATA_LAYER_MAX_USER_AGENT);
  });

  it('raises on a non-OK answer, a non-object and an answer over the body limit', async () => {
    const failing = createDataLayerApi(
      config,
      (async () => new Response('down', { status: 502, statusText: 'Bad Gateway' })) as never,
    );
    await expect(failing.cart('tok')).rejects.toThrow('Request failed with status 502 Bad Gateway');
    const list = createDataLayerApi(config, (async () => Response.json([1, 2])) as never);
    await expect(list.user('tok', 'ua')).rejects.toThrow('not an object');
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const huge = createDataLayerApi(config, (async () => new Response(stream)) as never);
    await expect(huge.cart('tok')).rejects.toThrow(`larger than ${DATA_LAYER_MAX_BODY_BYTES} bytes`);
    expect(pulled).toBeLessThan(DATA_LAYER_MAX_BODY_BYTES * 2);
  });
});

describe('readDataLayer', () => {
  const api = (cart: DataLayerApi['cart'], user: DataLayerApi['user']): DataLayerApi => ({ cart, user });

  it('fetch failures are logged only: the other part still comes back, nothing is thrown', async () => {
    const log = vi.fn();
    const result = await readDataLayer(
      api(
        async () => {
          throw new Error('Request failed with status 500 Internal Server Error');
        },
        async () => ({ customerId: 'c1' }),
      ),
      { accessToken: 'tok', customerId: 'c1' },
      'ua',
      { log },
    );
    expect(result).toEqual({ user: { customerId: 'c1' } });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      message: 'data-layer fetch failed',
      call: 'cart',
      error: 'Request failed with status 500 Internal Server Error',
    });
  });

  it('a customer id mismatch between the data layer and commerce is logged once', async () => {
    const log = vi.fn();
    const mismatch = createCustomerIdMismatchLog(log);
    const layer = api(
      async () => ({ itemCount: 0 }),
      async () => ({ customerId: 'dl-1' }),
    );
    for (let i = 0; i < 3; i += 1)
      await readDataLayer(layer, { accessToken: 'tok', customerId: 'sc-1' }, 'ua', { log, mismatch });
    await readDataLayer(layer, { accessToken: 'tok', customerId: 'dl-1' }, 'ua', { log, mismatch });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      message: 'customer id mismatch',
      dataLayerCustomerId: 'dl-1',
      commerceCustomerId: 'sc-1',
    });
  });
});

describe('the legacy dtmLayer', () => {
  it('asks the endpoint with the bearer token and the user agent, and reads its dtmLayer', async () => {
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json({ dtmLayer: { cart: { itemCount: 1 }, user: { customerId: 'c1' }, page: {} } }),
    );
    const legacy = createLegacyDataLayer(
      'http://store.test/DataLayer-Get?format=json',
      { timeoutMs: 1000 },
      fetchImpl as never,
    );
    await expect(legacy.read('tok', 'UA')).resolves.toEqual({ cart: { itemCount: 1 }, user: { customerId: 'c1' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('http://store.test/DataLayer-Get?format=json&c_userAgent=UA');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('refuses an answer without a dtmLayer object, and a non-OK answer', async () => {
    const answering = (response: () => Response) =>
      createLegacyDataLayer('http://store.test/dl', { timeoutMs: 1000 }, (async () => response()) as never);
    await expect(answering(() => Response.json({ cart: {} })).read('t', 'u')).rejects.toThrow(
      'dtmLayer is not an object',
    );
    await expect(answering(() => Response.json({ dtmLayer: [1] })).read('t', 'u')).rejects.toThrow('not an object');
    await expect(
      answering(() => new Response('', { status: 404, statusText: 'Not Found' })).read('t', 'u'),
    ).rejects.toThrow('status 404');
  });

  it('names the compared fields that differ, skipping a part one side lacks', () => {
    expect(
      dataLayerDifferences(
        { cart: { itemCount: 2, orderTotal: 10, currency: 'USD' }, user: { customerId: 'a', isRegistered: true } },
        { cart: { itemCount: 3, orderTotal: 10, currency: 'USD' }, user: { customerId: 'b', isRegistered: true } },
      ),
    ).toEqual(['cart.itemCount', 'user.customerId']);
    expect(dataLayerDifferences({ cart: { itemCount: 2 } }, { user: { customerId: 'b' } })).toEqual([]);
  });
});

describe('readShopperDataLayer', () => {
  const shopper = { accessToken: 'tok', customerId: 'c1' };
  const api: DataLayerApi = {
    cart: async () => ({ itemCount: 2, currency: 'USD' }),
    user: async () => ({ customerId: 'c1', isRegistered: true }),
  };
  const legacyAnswering = (answer: Awaited<ReturnType<LegacyDataLayer['read']>> | Error): LegacyDataLayer => ({
    read: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  });

  it('with the API on: its answer; the legacy one compared, and only the differing field names logged', async () => {
    const log = vi.fn();
    const legacy = legacyAnswering({
      cart: { itemCount: 3, currency: 'USD' },
      user: { customerId: 'c9', isRegistered: true },
    });
    await expect(readShopperDataLayer({ api, legacy, useApi: true }, shopper, 'UA', { log })).resolves.toEqual({
      cart: { itemCount: 2, currency: 'USD' },
      user: { customerId: 'c1', isRegistered: true },
    });
    expect(log).toHaveBeenCalledWith({
      message: 'data-layer differs from dtmLayer',
      fields: ['cart.itemCount', 'user.customerId'],
    });
    expect(JSON.stringify(log.mock.calls)).not.toContain('c9');
  });

  it('with the API on and the two agreeing, or no legacy endpoint: nothing logged', async () => {
    const log = vi.fn();
    const same = legacyAnswering({
      cart: { itemCount: 2, currency: 'USD' },
      user: { customerId: 'c1', isRegistered: true },
    });
    await readShopperDataLayer({ api, legacy: same, useApi: true }, shopper, 'UA', { log });
    await readShopperDataLayer({ api, useApi: true }, shopper, 'UA', { log });
    expect(log).not.toHaveBeenCalled();
  });

  it('with the API off: the legacy dtmLayer is the answer and the API is not asked; a failure is logged, empty', async () => {
    const log = vi.fn();
    const unused: DataLayerApi = { cart: vi.fn(), user: vi.fn() };
    const legacy = legacyAnswering({ cart: { itemCount: 5 } });
    await expect(readShopperDataLayer({ api: unused, legacy, useApi: false }, shopper, 'UA', { log })).resolves.toEqual(
      {
        cart: { itemCount: 5 },
      },
    );
    expect(unused.cart).not.toHaveBeenCalled();
    const failing = legacyAnswering(new Error('store down'));
    await expect(
      readShopperDataLayer({ api: unused, legacy: failing, useApi: false }, shopper, 'UA', { log }),
    ).resolves.toEqual({});
    expect(log).toHaveBeenCalledWith({ message: 'data-layer fetch failed', call: 'dtmLayer', error: 'store down' });
  });
});

describe('createShopperDataLayer', () => {
  it('reads the custom API, compares the legacy endpoint, and logs a customer id mismatch once', async () => {
    const answers: Record<string, unknown> = {
      cart: { itemCount: 1 },
      user: { customerId: 'dl-1' },
      legacy: { dtmLayer: { cart: { itemCount: 1 }, user: { customerId: 'dl-1' } } },
    };
    const fetchImpl = vi.fn(async (url: URL | RequestInfo) => {
      const path = new URL(String(url)).pathname;
      return Response.json(answers[path.endsWith('/cart') ? 'cart' : path.endsWith('/user') ? 'user' : 'legacy']);
    });
    const log = vi.fn();
    const reader = createShopperDataLayer(
      config,
      { useApi: true, legacyUrl: 'http://store.test/DataLayer-Get', log },
      fetchImpl as never,
    );
    const shopper = { accessToken: 'tok', customerId: 'commerce-1' };
    await expect(reader.read(shopper, 'UA')).resolves.toEqual({ cart: { itemCount: 1 }, user: { customerId: 'dl-1' } });
    await reader.read(shopper, 'UA');
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(log.mock.calls.filter(([entry]) => entry.message === 'customer id mismatch')).toHaveLength(1);
    expect(log.mock.calls.some(([entry]) => entry.message === 'data-layer differs from dtmLayer')).toBe(false);
  });
});

describe('what reaches the browser', () => {
  it('only the documented fields: no usid, user agent or anything an upstream adds', () => {
    expect(
      browserDataLayer({
        cart: {
          basketId: 'b1',
          itemCount: 1,
          orderTotal: 9,
          currency: 'USD',
          c_secret: 'x',
          products: [{ productId: 'p', name: 'P', quantity: 1, price: 9, c_cost: 3 }],
        } as never,
        user: {
          customerId: 'c1',
          isRegistered: true,
          usid: 'u-1',
          userAgent: 'UA',
          customerGroups: 'Everyone',
        } as never,
      }),
    ).toEqual({
      cart: {
        basketId: 'b1',
        itemCount: 1,
        orderTotal: 9,
        currency: 'USD',
        products: [{ productId: 'p', name: 'P', quantity: 1, price: 9 }],
      },
      user: { customerId: 'c1', isRegistered: true, customerGroups: 'Everyone' },
    });
    expect(browserDataLayer({})).toEqual({});
  });

  it("the reader cuts its answer, asks the legacy endpoint in the locale's legacy form, and logs each difference once", async () => {
    const fetchImpl = vi.fn(async (url: URL | RequestInfo) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/cart')) return Response.json({ itemCount: 1 });
      if (path.endsWith('/user')) return Response.json({ customerId: 'c1', usid: 'u-1' });
      return Response.json({ dtmLayer: { cart: { itemCount: 2 }, user: { customerId: 'c1' } } });
    });
    const log = vi.fn();
    const reader = createShopperDataLayer(
      { ...(config as object), locale: 'fr-CA' } as never,
      { useApi: true, legacyUrl: 'http://store.test/Sites-X-Site/{locale}/DataLayer-Get', log },
      fetchImpl as never,
    );
    const shopper = { accessToken: 'tok', customerId: 'c1' };
    await expect(reader.read(shopper, 'UA')).resolves.toEqual({ cart: { itemCount: 1 }, user: { customerId: 'c1' } });
    await reader.read(shopper, 'UA');
    const legacyCalls = fetchImpl.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname.endsWith('DataLayer-Get'));
    expect(legacyCalls.map((url) => url.pathname)).toEqual([
      '/Sites-X-Site/fr_CA/DataLayer-Get',
      '/Sites-X-Site/fr_CA/DataLayer-Get',
    ]);
    expect(log.mock.calls.filter(([entry]) => entry.message === 'data-layer differs from dtmLayer')).toEqual([
      [{ message: 'data-layer differs from dtmLayer', fields: ['cart.itemCount'] }],
    ]);
  });
});
