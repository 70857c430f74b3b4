import { createShopperCouponSyncer as createSyncer, shopperContextCouponApi } from '@ridgeline/commerce/server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';

/**
 * The bag's shopper-context coupon sync (docs/behaviour/shell.md#shopper-context-coupon-sync; @ridgeline/commerce's
 * `createShopperCouponSyncer`) over the app's commerce configuration, each shopper calling with their own token.
 */
export function createShopperCouponSyncer() {
  return createSyncer((authorization) => shopperContextCouponApi(getCommerceConfig, authorization));
}
