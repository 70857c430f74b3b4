import type { Route } from './+types/checkout-confirmation';
import { ISLANDS_HANDLE } from '../lib/document';
import { personalHeaders } from '../lib/personalHeaders';
import { SITE_NAME } from '../lib/seo';
import { shopDeps } from '../shop/cart/deps.server';
import { loadConfirmationPage } from '../shop/checkout/checkout.server';
import { ConfirmationPage } from '../shop/checkout/ConfirmationPage';

/** `/checkout/confirmation/{orderNo}`: the shopper's own order (anyone else: 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { deps, locale } = shopDeps();
  const order = await loadConfirmationPage(request, params.orderNo, deps);
  return { order: order.data, locale };
}

export const headers: Route.HeadersFunction = personalHeaders;

export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Order ${loaderData?.order.orderNo ?? ''} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage order={loaderData.order} locale={loaderData.locale} />;
}
