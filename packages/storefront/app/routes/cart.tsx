import type { Route } from './+types/cart';
import { ISLANDS_HANDLE } from '../lib/document';
import { personalHeaders } from '../lib/personalHeaders';
import { SITE_NAME } from '../lib/seo';
import { urls } from '../lib/urls';
import { cartAction } from '../shop/cart/cartActions.server';
import { loadCartPage } from '../shop/cart/cartPage.server';
import { CartPage } from '../shop/cart/CartPage';
import { shopDeps } from '../shop/cart/deps.server';
import { createShopperCouponSyncer } from '../shell/shopperContext/couponSync.server';

let syncCoupons: ReturnType<typeof createShopperCouponSyncer> | undefined;

/** `/cart`: the shopper's bag (personal, never cached). See docs/behaviour/cart-and-checkout.md. */
export function loader({ request }: Route.LoaderArgs) {
  const { deps, locale } = shopDeps();
  return loadCartPage(request, deps, { locale });
}

/** `POST /cart`: change a quantity, remove a line, remove the unavailable lines (303 back to the bag). */
export function action({ request }: Route.ActionArgs) {
  // the bag's promo codes go on to the shopper context (a shell concern the shop layer does not import)
  syncCoupons ??= createShopperCouponSyncer();
  return cartAction(request, { ...shopDeps().deps, syncCoupons }, { cartPath: urls.cart() });
}

export const headers: Route.HeadersFunction = personalHeaders;

/** An islands document: the bag works with plain forms; only the steppers, the dialog and the timer hydrate. */
export const handle = ISLANDS_HANDLE;

export function meta() {
  return [{ title: `Bag | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage view={loaderData} />;
}
