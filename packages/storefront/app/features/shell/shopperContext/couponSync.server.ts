/**
 * The coupon sync's Shopper Context calls through commerce-sdk-isomorphic's `ShopperContexts` (the client the
 * merchandiser toolkit uses), with the shopper's own token: a context belongs to the shopper's usid.
 */
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { type Basket, clientConfig, sdk } from '@ridgeline/commerce/server';
import type { ShopperSession } from '../../../platform/commerce/shopperSession.server';
import { createCouponSync, type CouponContextApi, type CouponSync, type CouponSyncOutcome } from './couponSync';

export function shopperContextCouponApi(authorization: string | (() => string)): CouponContextApi {
  const bearer = typeof authorization === 'function' ? authorization : () => authorization;
  const contexts = () =>
    new sdk.ShopperContexts({ ...clientConfig(getCommerceConfig()), headers: { authorization: bearer() } });
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
  api: (authorization: () => string) => CouponContextApi = shopperContextCouponApi,
): (session: ShopperSession, basket: Basket) => Promise<CouponSyncOutcome | 'no-usid'> {
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
