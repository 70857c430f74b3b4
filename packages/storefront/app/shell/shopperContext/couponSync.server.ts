/**
 * The coupon sync's Shopper Context calls through commerce-sdk-isomorphic's `ShopperContexts` (the client the
 * merchandiser toolkit uses), with the shopper's own token: a context belongs to the shopper's usid.
 */
import { getCommerceConfig } from '../../lib/commerce/commerce.server';
import { sdk } from '../../lib/commerce/sdk.server';
import { clientConfig } from '../../lib/commerce/token.server';
import type { CouponContextApi } from './couponSync';

export function shopperContextCouponApi(authorization: string): CouponContextApi {
  const contexts = new sdk.ShopperContexts({ ...clientConfig(getCommerceConfig()), headers: { authorization } });
  return {
    async read(usid) {
      try {
        return (await contexts.getShopperContext({ parameters: { usid } })) as { couponCodes?: string[] };
      } catch (error) {
        if ((error as { response?: { status?: number } })?.response?.status === 404) return null;
        throw error;
      }
    },
    create: (usid, body) => contexts.createShopperContext({ parameters: { usid }, body: body as never }),
    update: (usid, body) => contexts.updateShopperContext({ parameters: { usid }, body: body as never }),
  };
}
