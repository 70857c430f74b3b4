import type { Route } from './+types/account-orders';
import { loadOrders, orderHistoryPageNumber } from '@ridgeline/commerce/server';
import { AccountPage, OrdersSection } from '../pages/AccountPages';
import { accountPageData } from '../pages/route.server';
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

export function loader(args: Route.LoaderArgs) {
  const page = orderHistoryPageNumber(new URL(args.request.url).searchParams);
  return accountPageData(args, 'orders-read-failed', ({ shopper, deps }) => loadOrders(shopper, deps, page));
}

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="orders"
      localeId={loaderData.localeId}
      title="ordersTitle"
      firstName={loaderData.firstName}
      view={loaderData.view}
    >
      {(history) => <OrdersSection history={history} localeId={loaderData.localeId} />}
    </AccountPage>
  );
}
