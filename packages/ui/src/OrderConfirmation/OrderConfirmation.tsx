import { OrderSummaryTotals } from '../OrderSummary/OrderSummary';
import { CartPageShell } from '../CartPage/CartPage';

/** The confirmation's words, formatted in the page's locale (`emailed` already holds the address). */
export interface OrderConfirmationText {
  title: string;
  orderNumber: string;
  emailed?: string | undefined;
  items: string;
  totals: string;
  subtotal: string;
  /** "Promo codes", with the codes when there are any. */
  promoCodes: string;
  /** "Shipping", with the method's name when there is one. */
  shipping: string;
  tax: string;
  total: string;
  shippingTo: string;
}

export interface OrderConfirmationProps {
  orderNo: string;
  items: readonly { key: string; name: string; quantity: number; price?: number | undefined }[];
  totals: { subtotal?: number; discount?: number; shipping?: number; tax?: number; total?: number };
  /** The address it ships to, one row per line (empty: no address shown). */
  addressRows: readonly string[];
  formatMoney: (amount: number | undefined) => string;
  text: OrderConfirmationText;
  /** The heading takes focus when the page loads (the default: the page is what "Place order" leads to). */
  focusOnLoad?: boolean;
}

/** The order confirmation: the number, the items, the totals and the address it ships to; its heading takes focus. */
export function OrderConfirmation({
  orderNo,
  items,
  totals,
  addressRows,
  formatMoney: money,
  text,
  focusOnLoad = true,
}: OrderConfirmationProps) {
  return (
    <CartPageShell data-confirmation-page={orderNo}>
      {/* Reached by "Place order" (a full page load, never hydrated): the heading takes focus from the server HTML's
          `autofocus`, so a screen reader starts with what happened, not at the top of the page. */}
      <h1 {...(focusOnLoad ? { tabIndex: -1, autoFocus: true } : {})}>{text.title}</h1>
      <p>
        {text.orderNumber} <strong data-order-no="">{orderNo}</strong>
      </p>
      {text.emailed ? <p>{text.emailed}</p> : null}
      <h2>{text.items}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.name} × {item.quantity} {money(item.price)}
          </li>
        ))}
      </ul>
      <h2>{text.totals}</h2>
      <OrderSummaryTotals
        layout="compact"
        rows={[
          { label: text.subtotal, value: money(totals.subtotal) },
          totals.discount !== undefined && {
            label: text.promoCodes,
            value: `−${money(totals.discount)}`,
            total: 'discount',
          },
          { label: text.shipping, value: money(totals.shipping) },
          { label: text.tax, value: money(totals.tax) },
          { label: text.total, value: money(totals.total), total: 'total', strong: true },
        ]}
      />
      {addressRows.length ? (
        <>
          <h2>{text.shippingTo}</h2>
          <address style={{ fontStyle: 'normal' }}>
            {addressRows.map((row, i) => (
              <span key={i} style={{ display: 'block' }}>
                {row}
              </span>
            ))}
          </address>
        </>
      ) : null}
    </CartPageShell>
  );
}
