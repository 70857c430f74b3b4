import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import type { Order } from '@ridgeline/commerce/server';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatMoney, orderDiscount } from '../cart/cartView';
import { PromoCodesTotal } from '../cart/PromoCodeForm';

const m = defineMessages({
  promoCodes: { id: 'cart.promoCodes', defaultMessage: 'Promo codes' },
  title: { id: 'confirmation.title', defaultMessage: 'Thank you for your order' },
  orderNumber: { id: 'confirmation.orderNumber', defaultMessage: 'Order number:' },
  emailed: {
    id: 'confirmation.emailed',
    defaultMessage: 'A confirmation goes to {email}. This is a demo store: nothing was charged and nothing ships.',
  },
  items: { id: 'confirmation.items', defaultMessage: 'Items' },
  totals: { id: 'confirmation.totals', defaultMessage: 'Totals' },
  subtotal: { id: 'confirmation.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'confirmation.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'confirmation.tax', defaultMessage: 'Tax' },
  total: { id: 'confirmation.total', defaultMessage: 'Total' },
  shippingTo: { id: 'confirmation.shippingTo', defaultMessage: 'Shipping to' },
});

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: theme.space[6],
  rowGap: theme.space[2],
});

/** The order confirmation: number, items, totals and the address it ships to. */
export function ConfirmationPage({ order, locale }: { order: Order; locale: string }) {
  const money = (amount: number | undefined) => formatMoney(amount, order.currency ?? 'USD', locale);
  const shipment = order.shipments?.[0];
  const address = shipment?.shippingAddress;
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);
  return (
    <Page data-confirmation-page={order.orderNo}>
      <h1>{t(m.title)}</h1>
      <p>
        {t(m.orderNumber)} <strong data-order-no="">{order.orderNo}</strong>
      </p>
      {order.customerInfo?.email ? <p>{t(m.emailed, { email: order.customerInfo.email })}</p> : null}
      <h2>{t(m.items)}</h2>
      <ul>
        {(order.productItems ?? []).map((item) => (
          <li key={item.itemId ?? item.productId}>
            {item.productName ?? item.productId} × {item.quantity} {money(item.price)}
          </li>
        ))}
      </ul>
      <h2>{t(m.totals)}</h2>
      <Totals>
        <dt>{t(m.subtotal)}</dt>
        <dd>{money(order.productSubTotal)}</dd>
        <PromoCodesTotal
          label={`${t(m.promoCodes)}${order.couponItems?.length ? ` (${order.couponItems.map((coupon) => coupon.code).join(', ')})` : ''}`}
          discount={orderDiscount(order)}
          formatMoney={money}
        />
        <dt>
          {t(m.shipping)}
          {shipment?.shippingMethod?.name ? ` (${shipment.shippingMethod.name})` : ''}
        </dt>
        <dd>{money(order.shippingTotal)}</dd>
        <dt>{t(m.tax)}</dt>
        <dd>{money(order.taxTotal)}</dd>
        <dt>
          <strong>{t(m.total)}</strong>
        </dt>
        <dd data-total="total">
          <strong>{money(order.orderTotal)}</strong>
        </dd>
      </Totals>
      {address ? (
        <>
          <h2>{t(m.shippingTo)}</h2>
          <address style={{ fontStyle: 'normal' }}>
            {[
              address.fullName ?? `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
              address.address1,
              address.address2,
              `${address.city ?? ''}, ${address.stateCode ?? ''} ${address.postalCode ?? ''}`,
              address.countryCode,
            ]
              .filter(Boolean)
              .map((row, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {row}
                </span>
              ))}
          </address>
        </>
      ) : null}
    </Page>
  );
}
