import { describe, expect, it, vi } from 'vitest';
import {
  COUPON_PLACEHOLDER,
  createCouponSync,
  sameCoupons,
  shopperContextCoupons,
  type CouponContextApi,
} from './couponSync.server';

const basket = (...coupons: [string, boolean?][]) => ({
  couponItems: coupons.map(([code, flag]) => ({
    code,
    ...(flag === undefined ? {} : { c_includeInShopperContext: flag }),
  })),
});

function fakeApi(initial: { couponCodes?: string[] } | null) {
  let stored = initial;
  const calls: string[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const gate = () => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve());
  const api: CouponContextApi = {
    read: vi.fn(async () => stored),
    create: vi.fn(async (_usid, body) => {
      calls.push(`create ${body.couponCodes.join(',')}`);
      await gate();
      stored = body;
    }),
    update: vi.fn(async (_usid, body) => {
      calls.push(`update ${body.couponCodes.join(',')}`);
      await gate();
      stored = body;
    }),
  };
  return { api, calls, hold: () => (hold = true), release: () => ((hold = false), release?.()) };
}

describe('coupon codes to sync', () => {
  it('takes the flagged coupons only, once each, and a placeholder when there are none', () => {
    expect(shopperContextCoupons(basket(['SUMMER', true], ['STAFF', false], ['NOFLAG'], ['SUMMER', true]))).toEqual([
      'SUMMER',
    ]);
    expect(shopperContextCoupons(basket(['STAFF', false]))).toEqual([COUPON_PLACEHOLDER]);
    expect(shopperContextCoupons(undefined)).toEqual([COUPON_PLACEHOLDER]);
  });

  it('ignores the placeholder and the order when comparing', () => {
    expect(sameCoupons([COUPON_PLACEHOLDER], [])).toBe(true);
    expect(sameCoupons(undefined, [COUPON_PLACEHOLDER])).toBe(true);
    expect(sameCoupons(['A', 'B'], ['B', 'A', COUPON_PLACEHOLDER])).toBe(true);
    expect(sameCoupons(['A'], ['A', 'B'])).toBe(false);
  });
});

describe('createCouponSync', () => {
  it('creates the context when there is none, updates it otherwise, and leaves an equal one alone', async () => {
    const none = fakeApi(null);
    expect(await createCouponSync(none.api).sync({ usid: 'u', basket: basket(['SUMMER', true]), loading: false })).toBe(
      'created',
    );
    expect(none.calls).toEqual(['create SUMMER']);
    const some = fakeApi({ couponCodes: ['OLD'] });
    const sync = createCouponSync(some.api);
    expect(await sync.sync({ usid: 'u', basket: basket(), loading: false })).toBe('updated');
    expect(some.calls).toEqual([`update ${COUPON_PLACEHOLDER}`]);
    expect(await sync.sync({ usid: 'u', basket: basket(['X', false]), loading: false })).toBe('unchanged');
  });

  it('is skipped while the basket is loading', async () => {
    const api = fakeApi(null);
    expect(await createCouponSync(api.api).sync({ usid: 'u', basket: basket(['A', true]), loading: true })).toBe(
      'loading',
    );
    expect(api.api.read).not.toHaveBeenCalled();
  });

  it('runs one update at a time; of the calls made meanwhile only the newest runs, after it', async () => {
    const api = fakeApi({ couponCodes: [] });
    api.hold();
    const sync = createCouponSync(api.api);
    const first = sync.sync({ usid: 'u', basket: basket(['A', true]), loading: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = sync.sync({ usid: 'u', basket: basket(['B', true]), loading: false });
    const third = sync.sync({ usid: 'u', basket: basket(['C', true]), loading: false });
    expect(api.calls).toEqual(['update A']);
    api.release();
    expect(await first).toBe('updated');
    expect(await second).toBe('superseded');
    expect(await third).toBe('updated');
    expect(api.calls).toEqual(['update A', 'update C']);
  });

  it('logs a failed update and answers failed, nothing thrown', async () => {
    const log = vi.fn();
    const api: CouponContextApi = {
      read: async () => null,
      create: async () => Promise.reject(new Error('400 Bad Request')),
      update: async () => undefined,
    };
    expect(await createCouponSync(api, log).sync({ usid: 'u', basket: basket(['A', true]), loading: false })).toBe(
      'failed',
    );
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'shopper-context-sync-failed', message: '400 Bad Request' }),
    );
  });
});

describe('createShopperCouponSyncer (the bag page wiring)', () => {
  it('keeps one sync per shopper, calls with their newest token, and needs a usid', async () => {
    const { createShopperCouponSyncer } = await import('./couponSync.server');
    const contexts = new Map<string, string[]>();
    const calls: string[] = [];
    const syncer = createShopperCouponSyncer((authorization) => ({
      read: async (usid) => (
        calls.push(`read ${usid} ${authorization()}`),
        contexts.has(usid) ? { couponCodes: contexts.get(usid)! } : null
      ),
      create: async (usid, body) => (
        calls.push(`create ${usid} ${authorization()}`),
        contexts.set(usid, body.couponCodes)
      ),
      update: async (usid, body) => (
        calls.push(`update ${usid} ${authorization()}`),
        contexts.set(usid, body.couponCodes)
      ),
    }));
    const session = (usid: string, accessToken: string) => ({ usid, accessToken }) as never;
    const basket = (...codes: string[]) => ({
      basketId: 'b',
      couponItems: codes.map((code) => ({ code, c_includeInShopperContext: true })),
    });
    expect(await syncer(session('u1', 't1'), basket('TRAIL10'))).toBe('created');
    expect(await syncer(session('u1', 't2'), basket())).toBe('updated');
    expect(contexts.get('u1')).toEqual([COUPON_PLACEHOLDER]);
    expect(calls.filter((call) => call.startsWith('update'))).toEqual(['update u1 Bearer t2']);
    expect(await syncer(session('', 't3'), basket('TRAIL10'))).toBe('no-usid');
  });
});
