import { describe, expect, it, vi } from 'vitest';
import {
  createCachedLoyaltyApi,
  createLoyaltyApi,
  LOYALTY_MAX_BODY_BYTES,
  LOYALTY_STATUS_TTL_MS,
  shopperLoyaltyState,
  type LoyaltyApi,
  type LoyaltyStatus,
} from './loyalty.server';
import { REGISTERED_TOKEN, tokenWith } from '../testing/fakeShop';

function counting(answer: (token: string) => Promise<LoyaltyStatus>) {
  const status = vi.fn(answer);
  return { api: { status } satisfies LoyaltyApi, status };
}

describe('createCachedLoyaltyApi', () => {
  it('asks the API once per shopper within five minutes and again after', async () => {
    let clock = 1_000;
    const { api, status } = counting(async (token) => ({ loyaltyActiveInCurrentSession: token === 'a' }));
    const cached = createCachedLoyaltyApi(api, { now: () => clock });
    expect(LOYALTY_STATUS_TTL_MS).toBe(300_000);
    await expect(cached.status({ accessToken: 'a', customerId: 'c1' })).resolves.toEqual({
      loyaltyActiveInCurrentSession: true,
    });
    clock += LOYALTY_STATUS_TTL_MS - 1;
    await expect(cached.status({ accessToken: 'a', customerId: 'c1' })).resolves.toEqual({
      loyaltyActiveInCurrentSession: true,
    });
    expect(status).toHaveBeenCalledTimes(1);
    clock += 1;
    await cached.status({ accessToken: 'a', customerId: 'c1' });
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('keeps shoppers apart: another customer id is another call and another answer', async () => {
    const { api, status } = counting(async (token) => ({ loyaltyActiveInCurrentSession: token === 'a' }));
    const cached = createCachedLoyaltyApi(api, { now: () => 0 });
    await cached.status({ accessToken: 'a', customerId: 'c1' });
    await expect(cached.status({ accessToken: 'b', customerId: 'c2' })).resolves.toEqual({
      loyaltyActiveInCurrentSession: false,
    });
    expect(status).toHaveBeenCalledTimes(2);
    expect(cached.size).toBe(2);
  });

  it('does not cache without a customer id, nor a failure', async () => {
    let fail = true;
    const { api, status } = counting(async () => {
      if (fail) throw new Error('Request failed with status 503 Service Unavailable');
      return { loyaltyActiveInCurrentSession: true };
    });
    const cached = createCachedLoyaltyApi(api, { now: () => 0 });
    await expect(cached.status({ accessToken: 'a', customerId: 'c1' })).rejects.toThrow('503');
    fail = false;
    await expect(cached.status({ accessToken: 'a', customerId: 'c1' })).resolves.toEqual({
      loyaltyActiveInCurrentSession: true,
    });
    await cached.status({ accessToken: 'a' });
    await cached.status({ accessToken: 'a' });
    expect(status).toHaveBeenCalledTimes(4);
    expect(cached.size).toBe(1);
  });

  it('holds at most maxEntries shoppers, dropping the oldest', async () => {
    const { api, status } = counting(async () => ({}));
    const cached = createCachedLoyaltyApi(api, { now: () => 0, maxEntries: 2 });
    await cached.status({ accessToken: 't', customerId: 'c1' });
    await cached.status({ accessToken: 't', customerId: 'c2' });
    await cached.status({ accessToken: 't', customerId: 'c3' });
    expect(cached.size).toBe(2);
    await cached.status({ accessToken: 't', customerId: 'c1' });
    expect(status).toHaveBeenCalledTimes(4);
  });
});

describe('createLoyaltyApi', () => {
  const config = {
    organizationId: 'f_ecom_test',
    siteId: 'ridgeline',
    locale: 'en-US',
    shortCode: 'sandbox',
    proxy: 'http://commerce.test',
    timeoutMs: 5_000,
  } as never;

  it('asks customer/status with the bearer token and reads the status', async () => {
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json({ loyaltyActiveInCurrentSession: true }),
    );
    const api = createLoyaltyApi(config, fetchImpl as never);
    await expect(api.status('tok')).resolves.toEqual({ loyaltyActiveInCurrentSession: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(
      'http://commerce.test/custom/loyalty/v1/organizations/f_ecom_test/customer/status?siteId=ridgeline&locale=en-US',
    );
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('raises on a non-OK answer and refuses an answer over the body limit', async () => {
    const failing = createLoyaltyApi(
      config,
      (async () => new Response('down', { status: 503, statusText: 'Down' })) as never,
    );
    await expect(failing.status('tok')).rejects.toThrow('Request failed with status 503 Down');
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(32);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const huge = createLoyaltyApi(config, (async () => new Response(stream)) as never);
    await expect(huge.status('tok')).rejects.toThrow(`larger than ${LOYALTY_MAX_BODY_BYTES} bytes`);
    expect(pulled).toBeLessThan(LOYALTY_MAX_BODY_BYTES * 2);
  });
});

/** A shopper-keyed loyalty API answering `answer`, with its calls counted. */
function answering(answer: () => Promise<LoyaltyStatus>) {
  const status = vi.fn(answer);
  return { api: { status }, status };
}

describe('shopperLoyaltyState', () => {
  const config = { threshold: 400, alertDays: 14 };
  const now = Date.parse('2027-12-01T00:00:00Z');
  const expiring = (dateValue: string): LoyaltyStatus => ({
    loyaltyActiveInCurrentSession: true,
    tier: { status: 'member', expirationDate: { formattedString: 'soon', dateValue } },
    rewardsBalance: { available: { points: 100 } },
  });

  it('the configured threshold and alert window decide the progress and the warning; the minimum balance travels', async () => {
    const { api } = answering(async () => expiring('2027-12-10T00:00:00Z'));
    const shopper = { accessToken: REGISTERED_TOKEN, customerId: 'r1' };
    await expect(shopperLoyaltyState(api, shopper, config, () => {}, now)).resolves.toMatchObject({
      kind: 'member',
      threshold: 400,
      progress: 0.25,
      expiresSoon: true,
      minimumBalance: '$5.00',
    });
    const later = answering(async () => expiring('2027-12-20T00:00:00Z'));
    await expect(shopperLoyaltyState(later.api, shopper, config, () => {}, now)).resolves.not.toHaveProperty(
      'expiresSoon',
    );
    await expect(
      shopperLoyaltyState(later.api, shopper, { ...config, alertDays: 30 }, () => {}, now),
    ).resolves.toMatchObject({ expiresSoon: true });
  });

  it('nothing with loyalty rewards switched off, even for a member: the API is not asked', async () => {
    const { api, status } = answering(async () => expiring('2027-12-10T00:00:00Z'));
    const shopper = { accessToken: REGISTERED_TOKEN, customerId: 'r1' };
    await expect(shopperLoyaltyState(api, shopper, { ...config, enabled: false }, () => {}, now)).resolves.toBeNull();
    expect(status).not.toHaveBeenCalled();
    await expect(
      shopperLoyaltyState(api, shopper, { ...config, enabled: true }, () => {}, now),
    ).resolves.not.toBeNull();
  });

  it('nothing for no session or a guest (the API is not asked); a failure is logged once and is the error state', async () => {
    const { api, status } = answering(async () => expiring('2027-12-10T00:00:00Z'));
    const guest = tokenWith('uido:slas::upn:Guest::uidn:Guest User::gcid:g1::chid:RefArch');
    await expect(shopperLoyaltyState(api, undefined, config, () => {}, now)).resolves.toBeNull();
    await expect(shopperLoyaltyState(api, { accessToken: guest }, config, () => {}, now)).resolves.toBeNull();
    expect(status).not.toHaveBeenCalled();
    const log = vi.fn();
    const failing = answering(async () => {
      throw new Error('Request failed with status 503 Service Unavailable');
    });
    await expect(
      shopperLoyaltyState(failing.api, { accessToken: REGISTERED_TOKEN }, config, log, now),
    ).resolves.toEqual({ kind: 'error' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      message: 'loyalty status failed',
      error: 'Request failed with status 503 Service Unavailable',
    });
  });
});
