import { createBasketApi } from '../../lib/commerce/basket.server';
import { getCommerceConfig } from '../../lib/commerce/commerce.server';
import { createLineProductApi } from '../../lib/commerce/lineProducts.server';
import { createLoyaltyApi } from '../../lib/commerce/loyalty.server';
import { createShopperAuth } from '../../lib/commerce/shopperSession.server';
import { maxOrderQuantity } from '../bag/action.server';
import { loyaltyThreshold } from './loyalty';
import type { ShopDeps } from './shopperBasket.server';

let shared: { key: string; deps: ShopDeps; locale: string } | undefined;

/** The bag and checkout routes' dependencies, one set per commerce configuration per process. */
export function shopDeps(): { deps: ShopDeps; locale: string } {
  const config = getCommerceConfig();
  const key = JSON.stringify(config);
  if (shared?.key !== key) {
    shared = {
      key,
      locale: config.locale,
      deps: {
        auth: createShopperAuth(config),
        baskets: createBasketApi(config),
        products: createLineProductApi(config),
        loyalty: createLoyaltyApi(config),
        currency: config.currency,
        maxOrderQuantity: maxOrderQuantity(),
        loyaltyThreshold: loyaltyThreshold(process.env),
      },
    };
  }
  return { deps: shared.deps, locale: shared.locale };
}
