import { createBasketApi, createLineProductApi, createShopperLoyaltyApi } from '@ridgeline/commerce/server';
import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { createShopperAuth } from '../../../platform/commerce/shopperSession.server';
import { maxOrderQuantity } from '../bag/action.server';
import type { ShopDeps } from './shopperBasket.server';
import { getEnv } from '../../../platform/env.server';

/**
 * The bag and checkout routes' dependencies for one shop locale's commerce configuration (`commerceConfigFor`). The
 * locale decides the basket's currency (the default locale's `COMMERCE_CURRENCY`, CAD for en-CA and fr-CA): a basket
 * is created in it, and one in another currency is moved to it when read. Made once per locale per process by
 * `request/commerceClients.server.ts` (a request reads them as `requestContextOf(args).commerce.shop`).
 */
export function createShopDeps(config: CommerceConfig): ShopDeps {
  return {
    auth: createShopperAuth(config),
    baskets: createBasketApi(config),
    products: createLineProductApi(config),
    loyalty: createShopperLoyaltyApi(config),
    currency: config.currency,
    maxOrderQuantity: maxOrderQuantity(),
    loyaltyConfig: {
      threshold: getEnv().LOYALTY_MIN_REDEMPTION_POINTS,
      alertDays: getEnv().LOYALTY_TIER_EXPIRY_ALERT_DAYS,
      enabled: getEnv().ENABLE_LOYALTY_REWARDS,
    },
  };
}
