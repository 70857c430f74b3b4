import { createBasketApi } from '../../lib/commerce/basket.server';
import { commerceConfigFor } from '../../lib/commerce/commerce.server';
import { createLineProductApi } from '../../lib/commerce/lineProducts.server';
import { createLoyaltyApi } from '../../lib/commerce/loyalty.server';
import { createShopperAuth } from '../../lib/commerce/shopperSession.server';
import { DEFAULT_LOCALE, type ShopLocale } from '../../lib/urls';
import { maxOrderQuantity } from '../bag/action.server';
import { loyaltyThreshold } from './loyalty';
import type { ShopDeps } from './shopperBasket.server';
import { getEnv } from '../../lib/env.server';

const shared = new Map<string, { key: string; deps: ShopDeps; locale: string }>();

/**
 * The bag and checkout routes' dependencies for one shop locale, one set per commerce configuration and locale per
 * process. The locale decides the basket's currency (`commerceConfigFor`: the default locale's `COMMERCE_CURRENCY`,
 * CAD for en-CA and fr-CA): a basket is created in it, and one in another currency is moved to it when read.
 */
export function shopDeps(shopLocale: ShopLocale = DEFAULT_LOCALE): { deps: ShopDeps; locale: string } {
  const config = commerceConfigFor(shopLocale);
  const key = JSON.stringify(config);
  let entry = shared.get(shopLocale.id);
  if (entry?.key !== key) {
    entry = {
      key,
      locale: config.locale,
      deps: {
        auth: createShopperAuth(config),
        baskets: createBasketApi(config),
        products: createLineProductApi(config),
        loyalty: createLoyaltyApi(config),
        currency: config.currency,
        maxOrderQuantity: maxOrderQuantity(),
        loyaltyThreshold: getEnv().LOYALTY_MIN_REDEMPTION_POINTS,
      },
    };
    shared.set(shopLocale.id, entry);
  }
  return { deps: entry.deps, locale: entry.locale };
}
