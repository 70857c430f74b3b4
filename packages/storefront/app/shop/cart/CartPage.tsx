import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { Button, theme } from '@ridgeline/ui';
import { CartAlert } from './CartAlert';
import { CART_QUANTITY_ISLAND, CartQuantityForm } from './CartQuantityForm';
import { formatMoney, type CartView } from './cartView';
import { LoyaltyTracker } from './LoyaltyTracker';
import { PromoCodeForm } from './PromoCodeForm';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from './ReservationTimer';
import { UNAVAILABLE_ITEMS_ISLAND, UnavailableItems } from './UnavailableItems';

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});
const Layout = styled.div({ display: 'grid', gap: theme.space[8], gridTemplateColumns: 'minmax(0, 1fr)', '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } });
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const Line = styled.li({ display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr)', gap: theme.space[4], padding: `${theme.space[4]} 0`, borderBottom: `1px solid ${theme.colors.border.default}` });
const Summary = styled.section({ border: `1px solid ${theme.colors.border.default}`, borderRadius: theme.radii.md, padding: theme.space[4], alignSelf: 'start' });
const Totals = styled.dl({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2], margin: `0 0 ${theme.space[4]}` });
const Name = styled.a({ fontWeight: 700, color: 'inherit' });
const Small = styled.p({ margin: `${theme.space[1]} 0`, fontSize: '0.875rem' });
const Actions = styled.div({ display: 'flex', gap: theme.space[2], alignItems: 'flex-end', flexWrap: 'wrap', marginTop: theme.space[2] });

/** The bag page: lines with their quantity forms, the totals, the reservation timer and, when signed in, loyalty. */
export function CartPage({ view }: { view: CartView }) {
  const money = (amount: number | undefined) => formatMoney(amount, view.currency, view.locale);
  const count = view.lines.reduce((sum, line) => sum + line.quantity, 0);
  const unavailable = view.lines.filter((line) => !line.orderable);
  // a refused promo code is said on its field, every other refusal above the bag
  const couponError = view.error?.code.startsWith('coupon-') ? view.error.message : undefined;
  return (
    <Page data-cart-page="">
      <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{}}>
        <ReservationTimer />
      </Island>
      <h1>Bag{view.lines.length ? ` (${count})` : ''}</h1>
      {view.failed ? (
        <CartAlert status="error" title="We couldn't load your bag.">
          Please try again in a moment.
        </CartAlert>
      ) : null}
      {view.error && !couponError ? (
        <CartAlert status="error" title={view.error.message} data-testid="cart-error" />
      ) : null}
      {unavailable.length ? (
        <Island kind={UNAVAILABLE_ITEMS_ISLAND} trigger="load" props={{ action: view.links.action, itemIds: view.unavailableItemIds, names: unavailable.map((line) => line.name) }}>
          <UnavailableItems action={view.links.action} itemIds={view.unavailableItemIds} names={unavailable.map((line) => line.name)} />
        </Island>
      ) : null}
      {!view.lines.length && !view.failed ? (
        <section data-testid="cart-empty">
          <p>Your bag is empty.</p>
          <Button href={view.links.shop}>Continue shopping</Button>
        </section>
      ) : null}
      {view.lines.length ? (
        <Layout>
          <div>
            <Lines aria-label="Items in your bag">
              {view.lines.map((line) => (
                <Line key={line.itemId} data-cart-line={line.itemId} aria-invalid={view.error?.itemId === line.itemId ? true : undefined}>
                  {line.image ? <img src={line.image.src} srcSet={line.image.srcSet} alt={line.image.alt} width={120} height={150} loading="lazy" /> : <span />}
                  <div>
                    <Name href={line.productUrl}>{line.name}</Name>
                    {line.variationValues.map((value) => (
                      <Small key={value.name}>
                        {value.name}: {value.value}
                      </Small>
                    ))}
                    <Small data-line-price="">
                      {money(line.price)}
                      {line.basePrice !== undefined && line.quantity > 1 ? ` (${money(line.basePrice)} each)` : ''}
                    </Small>
                    {!line.orderable ? <Small>No longer available online</Small> : null}
                    <Actions>
                      <Island
                        kind={CART_QUANTITY_ISLAND}
                        trigger="interaction"
                        props={{ action: view.links.action, itemId: line.itemId, productId: line.productId, name: line.name, quantity: line.quantity, maxQuantity: line.maxQuantity }}
                      >
                        <CartQuantityForm action={view.links.action} itemId={line.itemId} productId={line.productId} name={line.name} quantity={line.quantity} maxQuantity={line.maxQuantity} />
                      </Island>
                      <form method="post" action={view.links.action}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Button type="submit" variant="link" size="sm" aria-label={`Remove ${line.name}`}>
                          Remove
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
              Order summary
            </h2>
            <Totals>
              <dt>Subtotal</dt>
              <dd data-total="subtotal">{money(view.totals.subtotal)}</dd>
              {view.totals.discount !== undefined ? (
                <>
                  <dt>Promo codes</dt>
                  <dd data-total="discount">−{money(view.totals.discount)}</dd>
                </>
              ) : null}
              <dt>Shipping</dt>
              <dd data-total="shipping">{view.totals.shipping !== undefined ? money(view.totals.shipping) : 'Calculated at checkout'}</dd>
              <dt>Tax</dt>
              <dd data-total="tax">{money(view.totals.tax)}</dd>
              <dt>
                <strong>Total</strong>
              </dt>
              <dd data-total="total">
                <strong>{money(view.totals.total)}</strong>
              </dd>
            </Totals>
            <Button href={view.links.checkout} fullWidth>
              Checkout
            </Button>
            <div css={{ marginTop: theme.space[6] }}>
              <PromoCodeForm action={view.links.action} coupons={view.coupons} error={couponError} formatMoney={(amount) => money(amount)} />
            </div>
          </Summary>
        </Layout>
      ) : null}
    </Page>
  );
}
