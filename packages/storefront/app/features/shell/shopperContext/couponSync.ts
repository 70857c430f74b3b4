/**
 * Shopper-context coupon sync (docs/behaviour/shell.md#shopper-context-coupon-sync): the basket's coupons flagged
 * `c_includeInShopperContext` go to the shopper context's `couponCodes`, created when the shopper has no context, else
 * updated. An empty list is sent as one placeholder code (the API keeps no empty list); the placeholder is ignored
 * when lists are compared. One update runs at a time, and nothing runs while the basket is loading. Pure: the Shopper
 * Context calls are given (`couponSync.server.ts` binds them to commerce-sdk-isomorphic's ShopperContexts). It is
 * wired to the bag: every promo-code change on the bag page syncs (`createShopperCouponSyncer`, `shop/cart/`).
 */
import { writeKind } from '@ridgeline/renderer';
import { log as sharedLog, type LogFields } from '../../../platform/log';

/** Sent instead of an empty coupon list. */
export const COUPON_PLACEHOLDER = 'RIDGELINE_NO_COUPON';

export interface BasketCoupon {
  code: string;
  c_includeInShopperContext?: boolean;
}

export interface BasketForSync {
  couponItems?: readonly BasketCoupon[];
}

/** The codes to sync: the flagged coupons, de-duplicated in basket order; the placeholder when there are none. */
export function shopperContextCoupons(basket: BasketForSync | undefined): string[] {
  const codes = [
    ...new Set(
      (basket?.couponItems ?? [])
        .filter((c) => c.c_includeInShopperContext === true && c.code.trim())
        .map((c) => c.code.trim()),
    ),
  ];
  return codes.length ? codes : [COUPON_PLACEHOLDER];
}

/** The same coupons, whatever the order, the placeholder not counted. */
export function sameCoupons(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const set = (list: readonly string[] | undefined) =>
    new Set((list ?? []).filter((code) => code !== COUPON_PLACEHOLDER));
  const left = set(a);
  const right = set(b);
  return left.size === right.size && [...left].every((code) => right.has(code));
}

export interface CouponContextApi {
  /** The shopper's context (null when there is none). */
  read(usid: string): Promise<{ couponCodes?: string[] } | null>;
  create(usid: string, body: { couponCodes: string[] }): Promise<unknown>;
  update(usid: string, body: { couponCodes: string[] }): Promise<unknown>;
}

export type CouponSyncOutcome = 'loading' | 'unchanged' | 'created' | 'updated' | 'failed' | 'superseded';

export interface CouponSync {
  /**
   * Syncs the basket's coupons. While an update runs, a newer call waits and only the newest waiting one runs after it
   * (older ones answer `superseded`): one update at a time, and the last basket wins.
   */
  sync(input: { usid: string; basket: BasketForSync | undefined; loading: boolean }): Promise<CouponSyncOutcome>;
}

export function createCouponSync(
  api: CouponContextApi,
  log: (entry: Record<string, unknown>) => void = ({ level: _level, ...entry }) => sharedLog.warn(entry as LogFields),
): CouponSync {
  let running: Promise<unknown> | undefined;
  let waiting:
    | { input: { usid: string; basket: BasketForSync | undefined }; resolve: (outcome: CouponSyncOutcome) => void }
    | undefined;

  const run = async ({
    usid,
    basket,
  }: {
    usid: string;
    basket: BasketForSync | undefined;
  }): Promise<CouponSyncOutcome> => {
    try {
      const couponCodes = shopperContextCoupons(basket);
      const existing = await api.read(usid);
      if (existing && sameCoupons(existing.couponCodes, couponCodes)) return 'unchanged';
      if (writeKind(existing as never) === 'create') {
        await api.create(usid, { couponCodes });
        return 'created';
      }
      await api.update(usid, { couponCodes });
      return 'updated';
    } catch (error) {
      // A failed update is logged only: the shopper sees nothing.
      log({
        level: 'warn',
        event: 'shopper-context-sync-failed',
        message: error instanceof Error ? error.message : String(error),
      });
      return 'failed';
    }
  };

  const drain = (first: Promise<CouponSyncOutcome>): Promise<CouponSyncOutcome> => {
    running = first.finally(() => {
      const next = waiting;
      waiting = undefined;
      if (next) {
        void drain(run(next.input)).then(next.resolve);
      } else running = undefined;
    });
    return first;
  };

  return {
    sync({ usid, basket, loading }) {
      if (loading) return Promise.resolve('loading');
      if (!running) return drain(run({ usid, basket }));
      waiting?.resolve('superseded');
      return new Promise((resolve) => {
        waiting = { input: { usid, basket }, resolve };
      });
    },
  };
}
