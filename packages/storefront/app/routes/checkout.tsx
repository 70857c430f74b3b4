import { Island } from '@ridgeline/renderer';
import type { Route } from './+types/checkout';
import { BEGIN_CHECKOUT_ISLAND, BeginCheckout } from '../shell/activity/BeginCheckout';
import { ISLANDS_HANDLE } from '../lib/document';
import { personalHeaders } from '../lib/personalHeaders';
import { SITE_NAME } from '../lib/seo';
import { shopDeps } from '../shop/cart/deps.server';
import { checkoutAction, loadCheckoutPage } from '../shop/checkout/checkout.server';
import { CheckoutPage } from '../shop/checkout/CheckoutPage';

/** `/checkout`: contact, shipping address, shipping method and a demo payment (personal, never cached). */
export function loader({ request }: Route.LoaderArgs) {
  const { deps, locale } = shopDeps();
  return loadCheckoutPage(request, deps, { locale });
}

/** `POST /checkout`: one step per form; 303 back on success, 400 with the values and messages when refused. */
export function action({ request }: Route.ActionArgs) {
  return checkoutAction(request, shopDeps().deps, {});
}

export const headers: Route.HeadersFunction = personalHeaders;

export const handle = ISLANDS_HANDLE;

export function meta() {
  return [{ title: `Checkout | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const products = loaderData.lines.map((line) => ({ id: line.productId, quantity: line.quantity, ...(line.price !== undefined ? { price: line.price } : {}) }));
  return (
    <>
      {/* The beginCheckout activity, sent from the browser (do-not-track respected): renders nothing. */}
      <Island kind={BEGIN_CHECKOUT_ISLAND} trigger="idle" props={{ products, amount: loaderData.totals.total ?? 0 }}>
        <BeginCheckout products={products} amount={loaderData.totals.total ?? 0} />
      </Island>
      <CheckoutPage view={loaderData} result={actionData} />
    </>
  );
}
