import { describe, expect, it, vi } from 'vitest';
import {
  createProfileCalls,
  customApiCall,
  membershipView,
  newestOrdersFirst,
  profileView,
  profilingData,
  readCustomer,
} from './profile.server';
import { testCommerceConfig } from '../../testing/commerceConfig';

describe('the custom API call', () => {
  const config = testCommerceConfig();
  it('builds {proxy}/custom/{api}/v1/organizations/{org}/{path}?siteId&locale with the bearer token', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ progressDecimal: 0.5 }));
    const result = await customApiCall(config, fetchImpl as never)<{ progressDecimal: number }>(
      'tok',
      'progressive-profiling',
      'profiling/progress',
      { method: 'GET' },
    );
    expect(result).toEqual({ progressDecimal: 0.5 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(
      'http://sandbox.test/custom/progressive-profiling/v1/organizations/f_ecom_x/profiling/progress?siteId=Site&locale=en-US',
    );
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });
  it('answers 204 as success and a non-OK answer as "Request failed with status …"', async () => {
    expect(
      await customApiCall(config, (async () => new Response(null, { status: 204 })) as never)('t', 'a', 'p'),
    ).toEqual({ success: true });
    await expect(
      customApiCall(
        config,
        (async () => new Response('x', { status: 503, statusText: 'Service Unavailable' })) as never,
      )('t', 'a', 'p'),
    ).rejects.toThrow('Request failed with status 503 Service Unavailable');
  });
});

describe('the account calls', () => {
  class CallError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  }
  const config = testCommerceConfig();
  it("throws a refused custom call as the caller's error, with its status", async () => {
    const calls = createProfileCalls(config, {
      callError: (status, message) => new CallError(status, message),
      minTimeoutMs: 10_000,
      fetchImpl: (async () => new Response('no', { status: 401, statusText: 'Unauthorized' })) as never,
    });
    const refused = await calls.profilingProgress('tok').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallError);
    expect(refused).toMatchObject({ status: 401, message: 'Request failed with status 401 Unauthorized' });
  });
  it('asks Shopper Customers for ten orders from the page offset and reads the total', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ data: [{ orderNo: '1011' }], limit: 1, offset: 10, total: 11 }),
    );
    const calls = createProfileCalls(config, {
      callError: (status, message) => new CallError(status, message),
      minTimeoutMs: 10_000,
      fetchImpl: fetchImpl as never,
    });
    expect(await calls.getOrders('tok', 'c1', 10)).toEqual({ orders: [{ orderNo: '1011' }], total: 11 });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown as [string])[0]));
    expect(url.pathname).toBe('/customer/shopper-customers/v1/organizations/f_ecom_x/customers/c1/orders');
    expect(url.searchParams.get('offset')).toBe('10');
    expect(url.searchParams.get('limit')).toBe('10');
  });
  it('reads the customer: type and registration, locale, number, groups as a list, only well-formed dates', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({
        customerId: 'c1',
        authType: 'registered',
        customerNo: '00012',
        email: 'ada@example.com',
        login: 'ada@example.com',
        preferredLocale: 'fr-CA',
        creationDate: '2026-01-02T03:04:05.000Z',
        lastLoginTime: '2026-11-28T09:00:00Z',
        lastVisitTime: 'yesterday',
        previousVisitTime: 12,
        c_customerGroups: 'Everyone| Registered |',
      }),
    );
    const calls = createProfileCalls(config, {
      callError: (status, message) => new CallError(status, message),
      minTimeoutMs: 10_000,
      fetchImpl: fetchImpl as never,
    });
    const customer = await calls.getCustomer('tok', 'c1');
    expect(customer).toMatchObject({
      customerId: 'c1',
      customerType: 'registered',
      isRegistered: true,
      customerNo: '00012',
      login: 'ada@example.com',
      preferredLocale: 'fr-CA',
      creationDate: '2026-01-02T03:04:05.000Z',
      lastLoginTime: '2026-11-28T09:00:00Z',
      c_customerGroups: ['Everyone', 'Registered'],
    });
    expect(customer).not.toHaveProperty('lastVisitTime');
    expect(customer).not.toHaveProperty('previousVisitTime');
    expect(readCustomer({ customerId: 'g1', authType: 'guest', customerType: 'staff', email: 7 })).toEqual({
      customerId: 'g1',
      authType: 'guest',
      customerType: 'guest',
      isRegistered: false,
    });
    expect(readCustomer(null)).toEqual({ customerId: '' });
  });
  it('throws an error without an answer as status 0', async () => {
    const calls = createProfileCalls(config, {
      callError: (status, message) => new CallError(status, message),
      minTimeoutMs: 10_000,
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as never,
    });
    await expect(calls.joinLoyalty('tok')).rejects.toMatchObject({ status: 0, message: 'fetch failed' });
  });
});

describe('the account views', () => {
  it('falls back to the login for the e-mail and to empty fields', () => {
    expect(profileView({ customerId: 'c1', login: 'ada@example.com', firstName: 'Ada' })).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: '',
      postalCode: '',
    });
  });
  it('sorts orders newest first without changing the list it is given', () => {
    const orders = [
      { orderNo: '1', creationDate: '2026-01-01' },
      { orderNo: '2', creationDate: '2026-03-01' },
      { orderNo: '3' },
    ];
    expect(newestOrdersFirst(orders).map((order) => order.orderNo)).toEqual(['2', '1', '3']);
    expect(orders[0]!.orderNo).toBe('1');
  });
  it('shows a member their tier, points and validity, and a guest nothing more', () => {
    expect(membershipView({ loyaltyActiveInCurrentSession: false } as never)).toEqual({ member: false });
    expect(
      membershipView({
        loyaltyActiveInCurrentSession: true,
        tier: { status: 'Gold', expirationDate: { formattedString: 'Dec 31, 2026' } },
        rewardsBalance: { available: { points: 1200, currencyFormattedString: '$12.00' } },
      } as never),
    ).toEqual({ member: true, tier: 'Gold', points: 1200, value: '$12.00', expires: 'Dec 31, 2026' });
  });
  it('with loyalty rewards switched off, a member sees their tier and validity but no points or value', () => {
    const status = {
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'Gold', expirationDate: { formattedString: 'Dec 31, 2026' } },
      rewardsBalance: { available: { points: 1200, currencyFormattedString: '$12.00' } },
    } as never;
    expect(membershipView(status, { rewards: false })).toEqual({ member: true, tier: 'Gold', expires: 'Dec 31, 2026' });
  });
});

describe('the profiling data', () => {
  it('is the activated preference types and the answers so far (none when the step data has neither)', () => {
    const types = [{ Key: 'fit', Name: 'Fit', Options: [] }];
    expect(profilingData({ activatedSteps: { preferenceTypes: types }, answers: { fit: [] } })).toEqual({
      preferenceTypes: types,
      answers: { fit: [] },
    });
    expect(profilingData({} as never)).toEqual({ preferenceTypes: [], answers: {} });
  });
});
