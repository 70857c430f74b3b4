import type { Route } from './+types/cart';
import { ISLANDS_HANDLE } from '../lib/document';
import { personalHeaders } from '../lib/personalHeaders';
import { SITE_NAME } from '../lib/seo';
import { urls } from '../lib/urls';
import { cartAction } from '../shop/cart/cartActions.server';
import { loadCartPage } from '../shop/cart/cartPage.server';
import { CartPage } from '../shop/cart/CartPage';
import { shopDeps } from '../shop/cart/deps.server';

/** `/cart`: the shopper's bag (personal, never cached). See docs/behaviour/cart-and-checkout.md. */
export function loader({ request }: Route.LoaderArgs) {
  const { deps, locale } = shopDeps();
  return loadCartPage(request, deps, { locale });
}

/** `POST /cart`: change a quantity, remove a line, remove the unavailable lines (303 back to the bag). */
export function action({ request }: Route.ActionArgs) {
  return cartAction(request, shopDeps().deps, { cartPath: urls.cart() });
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
