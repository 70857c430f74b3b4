import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { Button, theme } from '@ridgeline/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { CartAlert } from './CartAlert';
import { CART_QUANTITY_ISLAND, CartQuantityForm } from './CartQuantityForm';
import { formatMoney, type CartView } from './cartView';
import {
  cartErrorMessages,
  cartQuantityMessagesOf,
  removeMessage,
  reservationMessagesOf,
  unavailableItemsMessagesOf,
} from './messages';
import { LoyaltyTracker } from './LoyaltyTracker';
import { PromoCodeForm, PromoCodesTotal } from './PromoCodeForm';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from './ReservationTimer';
import { UNAVAILABLE_ITEMS_ISLAND, UnavailableItems } from './UnavailableItems';

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});
const Layout = styled.div({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const Line = styled.li({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: theme.space[4],
  padding: `${theme.space[4]} 0`,
  borderBottom: `1px solid ${theme.colors.border.default}`,
});
const Summary = styled.section({
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  alignSelf: 'start',
});
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space[2],
  margin: `0 0 ${theme.space[4]}`,
});
const Name = styled.a({ fontWeight: 700, color: 'inherit' });
const Small = styled.p({ margin: `${theme.space[1]} 0`, fontSize: '0.875rem' });
const Actions = styled.div({
  display: 'flex',
  gap: theme.space[2],
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginTop: theme.space[2],
});

const m = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Bag' },
  titleCount: { id: 'cart.titleCount', defaultMessage: 'Bag ({count})' },
  loadFailed: { id: 'cart.loadFailed', defaultMessage: "We couldn't load your bag." },
  tryAgain: { id: 'cart.loadFailed.body', defaultMessage: 'Please try again in a moment.' },
  empty: { id: 'cart.empty', defaultMessage: 'Your bag is empty.' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  items: { id: 'cart.items', defaultMessage: 'Items in your bag' },
  each: { id: 'cart.each', defaultMessage: '({price} each)' },
  unavailableLine: { id: 'cart.unavailableLine', defaultMessage: 'No longer available online' },
  removeNamed: { id: 'cart.removeNamed', defaultMessage: 'Remove {name}' },
  summary: { id: 'cart.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Shipping' },
  shippingLater: { id: 'cart.shippingLater', defaultMessage: 'Calculated at checkout' },
  promoCodes: { id: 'cart.promoCodes', defaultMessage: 'Promo codes' },
  tax: { id: 'cart.tax', defaultMessage: 'Tax' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Checkout' },
});

/** The bag page: lines with their quantity forms, the totals, the reservation timer and, when signed in, loyalty. */
export function CartPage({ view }: { view: CartView }) {
  const money = (amount: number | undefined) => formatMoney(amount, view.currency, view.locale);
  const count = view.lines.reduce((sum, line) => sum + line.quantity, 0);
  const unavailable = view.lines.filter((line) => !line.orderable);
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);
  // `{name}` is filled per line in the browser.
  const quantityMessages = cartQuantityMessagesOf(intl);
  const timerMessages = reservationMessagesOf(intl);
  const unavailableMessages = unavailableItemsMessagesOf(intl);
  // a refused promo code is said on its field, every other refusal above the bag
  const couponError = view.error?.code.startsWith('coupon-') ? t(cartErrorMessages[view.error.code]) : undefined;
  return (
    <Page data-cart-page="">
      <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{ messages: timerMessages }}>
        <ReservationTimer messages={timerMessages} />
      </Island>
      <h1>{view.lines.length ? t(m.titleCount, { count }) : t(m.title)}</h1>
      {view.failed ? (
        <CartAlert status="error" title={t(m.loadFailed)}>
          {t(m.tryAgain)}
        </CartAlert>
      ) : null}
      {view.error && !couponError ? (
        <CartAlert status="error" title={t(cartErrorMessages[view.error.code])} data-testid="cart-error" />
      ) : null}
      {unavailable.length ? (
        <Island
          kind={UNAVAILABLE_ITEMS_ISLAND}
          trigger="load"
          props={{
            action: view.links.action,
            itemIds: view.unavailableItemIds,
            names: unavailable.map((line) => line.name),
            messages: unavailableMessages,
          }}
        >
          <UnavailableItems
            action={view.links.action}
            itemIds={view.unavailableItemIds}
            names={unavailable.map((line) => line.name)}
            messages={unavailableMessages}
          />
        </Island>
      ) : null}
      {!view.lines.length && !view.failed ? (
        <section data-testid="cart-empty">
          <p>{t(m.empty)}</p>
          <Button href={view.links.shop}>{t(m.continueShopping)}</Button>
        </section>
      ) : null}
      {view.lines.length ? (
        <Layout>
          <div>
            <Lines aria-label={t(m.items)}>
              {view.lines.map((line) => (
                <Line
                  key={line.itemId}
                  data-cart-line={line.itemId}
                  aria-invalid={view.error?.itemId === line.itemId ? true : undefined}
                >
                  {line.image ? (
                    <img
                      src={line.image.src}
                      srcSet={line.image.srcSet}
                      alt={line.image.alt}
                      width={120}
                      height={150}
                      loading="lazy"
                    />
                  ) : (
                    <span />
                  )}
                  <div>
                    <Name href={line.productUrl}>{line.name}</Name>
                    {line.variationValues.map((value) => (
                      <Small key={value.name}>
                        {value.name}: {value.value}
                      </Small>
                    ))}
                    <Small data-line-price="">
                      {money(line.price)}
                      {line.basePrice !== undefined && line.quantity > 1
                        ? ` ${t(m.each, { price: money(line.basePrice) })}`
                        : ''}
                    </Small>
                    {!line.orderable ? <Small>{t(m.unavailableLine)}</Small> : null}
                    <Actions>
                      <Island
                        kind={CART_QUANTITY_ISLAND}
                        trigger="interaction"
                        props={{
                          action: view.links.action,
                          itemId: line.itemId,
                          productId: line.productId,
                          name: line.name,
                          quantity: line.quantity,
                          maxQuantity: line.maxQuantity,
                          messages: quantityMessages,
                        }}
                      >
                        <CartQuantityForm
                          action={view.links.action}
                          itemId={line.itemId}
                          productId={line.productId}
                          name={line.name}
                          quantity={line.quantity}
                          maxQuantity={line.maxQuantity}
                          messages={quantityMessages}
                        />
                      </Island>
                      <form method="post" action={view.links.action}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Button
                          type="submit"
                          variant="link"
                          size="sm"
                          aria-label={t(m.removeNamed, { name: line.name })}
                        >
                          {t(removeMessage)}
                        </Button>
                      </form>
                    </Actions>
                  </div>
                </Line>
              ))}
            </Lines>
            <LoyaltyTracker state={view.loyalty} />
          </div>
          <Summary aria-labelledby="cart-summary">
            <h2 id="cart-summary" style={{ marginTop: 0 }}>
              {t(m.summary)}
            </h2>
            <Totals>
              <dt>{t(m.subtotal)}</dt>
              <dd data-total="subtotal">{money(view.totals.subtotal)}</dd>
              <PromoCodesTotal label={t(m.promoCodes)} discount={view.totals.discount} formatMoney={money} />
              <dt>{t(m.shipping)}</dt>
              <dd data-total="shipping">
                {view.totals.shipping !== undefined ? money(view.totals.shipping) : t(m.shippingLater)}
              </dd>
              <dt>{t(m.tax)}</dt>
              <dd data-total="tax">{money(view.totals.tax)}</dd>
              <dt>
                <strong>{t(m.total)}</strong>
              </dt>
              <dd data-total="total">
                <strong>{money(view.totals.total)}</strong>
              </dd>
            </Totals>
            <Button href={view.links.checkout} fullWidth>
              {t(m.checkout)}
            </Button>
            <div css={{ marginTop: theme.space[6] }}>
              <PromoCodeForm
                action={view.links.action}
                coupons={view.coupons}
                error={couponError}
                formatMoney={money}
              />
            </div>
          </Summary>
        </Layout>
      ) : null}
    </Page>
  );
}
