import type { Route } from './+types/account-orders';
import { loadOrders, logAccountFailure } from '@ridgeline/commerce/server';
import { AccountPage, OrdersSection } from '../pages/AccountPages';
import { accountRequest, personalData } from '../pages/route.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/account/orders`: the customer's orders, newest first (personal, like `/account`).
 * @caching private
 */
export const handle = ISLANDS_HANDLE;
export const headers: Route.HeadersFunction = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.orders) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  try {
    return personalData({ localeId, firstName: shopper.firstName, orders: await loadOrders(shopper, deps) }, shopper);
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('orders-read-failed', error);
    return personalData({ localeId, firstName: shopper.firstName, orders: null }, shopper, 502);
  }
}

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="orders"
      localeId={loaderData.localeId}
      title="ordersTitle"
      firstName={loaderData.firstName}
      view={loaderData.orders}
    >
      {(orders) => <OrdersSection orders={orders} localeId={loaderData.localeId} />}
    </AccountPage>
  );
}
