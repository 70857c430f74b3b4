import type { Route } from './+types/cart-items';
import { getCommerceConfig } from '../lib/commerce/commerce.server';
import { createBasketApi } from '../lib/commerce/basket.server';
import { createShopperAuth } from '../lib/commerce/shopperSession.server';
import { addToBagAction } from '../shop/bag/action.server';
import { urls } from '../lib/urls';

let deps: { key: string; auth: ReturnType<typeof createShopperAuth>; baskets: ReturnType<typeof createBasketApi> } | undefined;

function bagDeps() {
  const config = getCommerceConfig();
  const key = JSON.stringify(config);
  if (deps?.key !== key) deps = { key, auth: createShopperAuth(config), baskets: createBasketApi(config) };
  return deps;
}

/** `POST /cart/items`: add to bag (the product page's form; see `shop/bag/action.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return addToBagAction(request, bagDeps());
}

/** Nothing to show at this address: a GET (a reload after the post, a typed URL) goes to the bag. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.cart(), 'Cache-Control': 'no-store' } });
}
