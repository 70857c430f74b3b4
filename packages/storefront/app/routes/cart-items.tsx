import type { Route } from './+types/cart-items';
import { commerceConfigFor } from '../lib/commerce/commerce.server';
import { createBasketApi } from '../lib/commerce/basket.server';
import { createShopperAuth } from '../lib/commerce/shopperSession.server';
import { addToBagAction } from '../shop/bag/action.server';
import type { AddToBagDeps } from '../shop/bag/addToBag.server';
import { urls, type ShopLocale } from '../lib/urls';

const deps = new Map<string, { key: string; deps: AddToBagDeps }>();

/** The add's dependencies in a shop locale: its commerce configuration, so a new basket is in the locale's currency. */
function bagDeps(locale: ShopLocale): AddToBagDeps {
  const config = commerceConfigFor(locale);
  const key = JSON.stringify(config);
  let entry = deps.get(locale.id);
  if (entry?.key !== key) {
    entry = { key, deps: { auth: createShopperAuth(config), baskets: createBasketApi(config), currency: config.currency } };
    deps.set(locale.id, entry);
  }
  return entry.deps;
}

/** `POST /cart/items`: add to bag (the product page's form; see `shop/bag/action.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return addToBagAction(request, bagDeps);
}

/** Nothing to show at this address: a GET (a reload after the post, a typed URL) goes to the bag. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.cart(), 'Cache-Control': 'no-store' } });
}
