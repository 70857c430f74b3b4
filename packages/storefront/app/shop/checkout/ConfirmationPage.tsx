import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import type { Order } from '../../lib/commerce/basket.server';
import { formatMoney, orderDiscount } from '../cart/cartView';

const Page = styled.div({ maxWidth: theme.sizes.content, margin: '0 auto', padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}` });
const Totals = styled.dl({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: theme.space[6], rowGap: theme.space[2] });

/** The order confirmation: number, items, totals and the address it ships to. */
export function ConfirmationPage({ order, locale }: { order: Order; locale: string }) {
  const money = (amount: number | undefined) => formatMoney(amount, order.currency ?? 'USD', locale);
  const shipment = order.shipments?.[0];
  const address = shipment?.shippingAddress;
  return (
    <Page data-confirmation-page={order.orderNo}>
      <h1>Thank you for your order</h1>
      <p>
        Order number: <strong data-order-no="">{order.orderNo}</strong>
      </p>
      {order.customerInfo?.email ? <p>A confirmation goes to {order.customerInfo.email}. This is a demo store: nothing was charged and nothing ships.</p> : null}
      <h2>Items</h2>
      <ul>
        {(order.productItems ?? []).map((item) => (
          <li key={item.itemId ?? item.productId}>
            {item.productName ?? item.productId} × {item.quantity} {money(item.price)}
          </li>
        ))}
      </ul>
      <h2>Totals</h2>
      <Totals>
        <dt>Subtotal</dt>
        <dd>{money(order.productSubTotal)}</dd>
        {orderDiscount(order) !== undefined ? (
          <>
            <dt>Promo codes{order.couponItems?.length ? ` (${order.couponItems.map((coupon) => coupon.code).join(', ')})` : ''}</dt>
            <dd data-total="discount">−{money(orderDiscount(order))}</dd>
          </>
        ) : null}
        <dt>Shipping{shipment?.shippingMethod?.name ? ` (${shipment.shippingMethod.name})` : ''}</dt>
        <dd>{money(order.shippingTotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(order.taxTotal)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd data-total="total">
          <strong>{money(order.orderTotal)}</strong>
        </dd>
      </Totals>
      {address ? (
        <>
          <h2>Shipping to</h2>
          <address style={{ fontStyle: 'normal' }}>
            {[address.fullName ?? `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(), address.address1, address.address2, `${address.city ?? ''}, ${address.stateCode ?? ''} ${address.postalCode ?? ''}`, address.countryCode]
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
