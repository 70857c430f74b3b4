/**
 * Shopper-context coupon sync (docs/behaviour/shell.md#shopper-context-coupon-sync): the basket's coupons flagged
 * `c_includeInShopperContext` go to the shopper context's `couponCodes`, created when the shopper has no context, else
 * updated. An empty list is sent as one placeholder code (the API keeps no empty list); the placeholder is ignored
 * when lists are compared. One update runs at a time, and nothing runs while the basket is loading. The Shopper
 * Context calls are given (`shopperContextCouponApi` binds them to commerce-sdk-isomorphic's ShopperContexts). The
 * storefront wires it to the bag: every promo-code change on the bag page syncs (`createShopperCouponSyncer`).
 */
import type { Basket } from './basket.server';
import type { CommerceConfig } from './config.server';
import { log as commerceLog } from './log.server';
import { sdk } from './sdk.server';
import { clientConfig } from './token.server';

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
  log: (entry: Record<string, unknown>) => void = ({ level: _level, ...entry }) =>
    commerceLog.warn(entry as { event: string }),
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
      if (!existing) {
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

/**
 * The coupon sync's Shopper Context calls through commerce-sdk-isomorphic's `ShopperContexts` (the client the
 * merchandiser toolkit uses), with the shopper's own token: a context belongs to the shopper's usid.
 */
export function shopperContextCouponApi(
  config: () => CommerceConfig,
  authorization: string | (() => string),
): CouponContextApi {
  const bearer = typeof authorization === 'function' ? authorization : () => authorization;
  const contexts = () => new sdk.ShopperContexts({ ...clientConfig(config()), headers: { authorization: bearer() } });
  return {
    async read(usid) {
      try {
        return (await contexts().getShopperContext({ parameters: { usid } })) as { couponCodes?: string[] };
      } catch (error) {
        if ((error as { response?: { status?: number } })?.response?.status === 404) return null;
        throw error;
      }
    },
    create: (usid, body) => contexts().createShopperContext({ parameters: { usid }, body: body as never }),
    update: (usid, body) => contexts().updateShopperContext({ parameters: { usid }, body: body as never }),
  };
}

/** Shoppers whose sync state is kept (the newest); an older one starts afresh, which costs one read of their context. */
const KEPT_SHOPPERS = 1000;

/**
 * The bag's coupon sync for every shopper of this process: one `CouponSync` per usid (one update at a time per
 * shopper, the newest basket winning), each calling with that shopper's latest token.
 */
export function createShopperCouponSyncer(
  api: (authorization: () => string) => CouponContextApi,
): (
  session: { readonly usid?: string; readonly accessToken: string },
  basket: Basket,
) => Promise<CouponSyncOutcome | 'no-usid'> {
  const shoppers = new Map<string, { sync: CouponSync; token: string }>();
  return async (session, basket) => {
    if (!session.usid) return 'no-usid';
    let shopper = shoppers.get(session.usid);
    if (shopper) shoppers.delete(session.usid);
    else {
      const entry: { sync?: CouponSync; token: string } = { token: session.accessToken };
      entry.sync = createCouponSync(api(() => `Bearer ${entry.token}`));
      shopper = entry as { sync: CouponSync; token: string };
    }
    shopper.token = session.accessToken;
    shoppers.set(session.usid, shopper);
    if (shoppers.size > KEPT_SHOPPERS) shoppers.delete(shoppers.keys().next().value!);
    return shopper.sync.sync({ usid: session.usid, basket, loading: false });
  };
}
