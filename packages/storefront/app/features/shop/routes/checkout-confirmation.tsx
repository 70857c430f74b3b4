import type { Route } from './+types/checkout-confirmation';
import { formatMoney } from '@ridgeline/commerce';
import { OrderConfirmation } from '@ridgeline/ui';
import { useIntl } from 'react-intl';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { requestContextOf } from '../../../platform/request/context.server';
import { personalHeaders } from '../../../platform/personalHeaders';
import { loadConfirmationPage } from '../checkout/checkout.server';
import { orderConfirmationProps } from '../checkout/messages';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/checkout/confirmation/{orderNo}`: the shopper's own order (anyone else: 404).
 * @caching private
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { deps, locale } = requestContextOf({ request, context }).commerce.shop;
  const order = await loadConfirmationPage(request, params.orderNo, deps);
  return { order: order.data, locale };
}

export const headers: Route.HeadersFunction = personalHeaders;

export const handle = ISLANDS_HANDLE;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, pageTitles.order, { orderNo: loaderData?.order.orderNo ?? '' }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, locale } = loaderData;
  const intl = useIntl();
  const products = (order.productItems ?? []).flatMap((item) =>
    item.productId
      ? [
          {
            id: item.productId,
            quantity: item.quantity ?? 1,
            ...(item.basePrice !== undefined ? { price: item.basePrice } : {}),
          },
        ]
      : [],
  );
  return (
    <>
      <OrderConfirmation
        {...orderConfirmationProps(intl, order)}
        formatMoney={(amount) => formatMoney(amount, order.currency ?? 'USD', locale)}
      />
      <ShopDataLayer
        data={{
          pageType: 'confirmation',
          locale,
          currency: order.currency ?? 'USD',
          orderNo: order.orderNo ?? '',
          products,
          amount: order.orderTotal ?? 0,
        }}
      />
    </>
  );
}
