import { describe, expect, it, vi } from 'vitest';
import {
  createCustomerIdMismatchLog,
  createDataLayerApi,
  DATA_LAYER_MAX_BODY_BYTES,
  DATA_LAYER_MAX_USER_AGENT,
  readDataLayer,
  type DataLayerApi,
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
