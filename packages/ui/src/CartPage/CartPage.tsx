import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CartAlert } from '../CartAlert/CartAlert';
import { OrderSummaryTotals } from '../OrderSummary/OrderSummary';
import { PromoCodeForm, type PromoCode, type PromoCodeFormText } from '../PromoCodeForm/PromoCodeForm';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cartTargets } from './cartTargets';

export const CartPageShell = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});
export const CartPageLayout = styled.div({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const ListPrice = styled.s({ color: theme.colors.text.secondary });
const SalePrice = styled.span({ color: theme.colors.text.sale, fontWeight: theme.fontWeights.semibold });
const Line = styled.li({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: theme.space[4],
  padding: `${theme.space[4]} 0`,
  borderBottom: `1px solid ${theme.colors.border.default}`,
  // a fragment's target after a reload (tabindex -1): the ring shows where focus landed
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});
const Summary = styled.section({
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  alignSelf: 'start',
});
const Name = styled.a({ fontWeight: 700, color: 'inherit' });
const Small = styled.p({ margin: `${theme.space[1]} 0`, fontSize: theme.fontSizes.sm });
const Actions = styled.div({
  display: 'flex',
  gap: theme.space[2],
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginTop: theme.space[2],
});

/** A line of the bag (amounts as numbers: the page formats them with `formatMoney`). */
export interface CartPageLine {
  itemId: string;
  productId: string;
  name: string;
  productUrl: string;
  image?: { src: string; srcSet: string; alt: string };
  variationValues: { name: string; value: string }[];
  quantity: number;
  /** The line's total (after its product promotions) and the unit price. */
  price?: number;
  basePrice?: number;
  /** The line's total before its product promotions, when they took something off: shown struck through. */
  priceBeforeDiscounts?: number;
  /** False when the product can no longer be ordered online. */
  orderable: boolean;
}

/** The bag page's words (formatted in the page's locale); `{price}` in `each` and `{name}` in `removeNamed` are filled here. */
export interface CartPageText {
  heading: string;
  loadFailed: string;
  tryAgain: string;
  empty: string;
  continueShopping: string;
  items: string;
  each: string;
  /** A discounted line's price as read aloud: `{price}` and `{listPrice}` are filled here. */
  discountedLine: string;
  unavailableLine: string;
  remove: string;
  removeNamed: string;
  summary: string;
  subtotal: string;
  promoCodes: string;
  shipping: string;
  shippingLater: string;
  tax: string;
  total: string;
  checkout: string;
  promoCodeForm?: PromoCodeFormText;
}

export interface CartPageProps<L extends CartPageLine = CartPageLine> {
  lines: readonly L[];
  totals: { subtotal?: number; discount?: number; shipping?: number; tax?: number; total?: number };
  coupons: readonly PromoCode[];
  /** The basket could not be read. */
  failed: boolean;
  /** A refused change (above the bag), and the line it is about. */
  error?: string | undefined;
  errorItemId?: string | undefined;
  /** A refused promo code (on its field). */
  couponError?: string | undefined;
  links: { shop: string; checkout: string; action: string };
  formatMoney: (amount: number | undefined) => string;
  text: CartPageText;
  /** The reservation timer, the 'Items Unavailable' notice and the loyalty tracker (islands the app hydrates). */
  timer?: ReactNode;
  unavailable?: ReactNode;
  loyalty?: ReactNode;
  /** A line's quantity form (an island per line). */
  quantityForm: (line: L) => ReactNode;
}

const fill = (template: string, key: string, value: string) =>
  template.replace(new RegExp(`\\{${key}\\}`, 'g'), () => value);

/**
 * The bag page: the lines with their quantity and Remove forms (plain `POST` forms to `links.action`), the order
 * summary with Checkout and the promo codes, the empty and failed states. Server-rendered; the timer, the unavailable
 * items dialog and the steppers come as slots.
 */
export function CartPage<L extends CartPageLine>(props: CartPageProps<L>) {
  const { lines, totals, text, links, formatMoney: money } = props;
  return (
    <CartPageShell data-cart-page="">
      {props.timer}
      <h1 id={cartTargets.heading} tabIndex={-1}>
        {text.heading}
      </h1>
      {props.failed ? (
        <CartAlert status="error" title={text.loadFailed}>
          {text.tryAgain}
        </CartAlert>
      ) : null}
      {props.error ? <CartAlert status="error" title={props.error} data-testid="cart-error" focusOnLoad /> : null}
      {props.unavailable}
      {!lines.length && !props.failed ? (
        <section data-testid="cart-empty">
          <p>{text.empty}</p>
          <Button href={links.shop}>{text.continueShopping}</Button>
        </section>
      ) : null}
      {lines.length ? (
        <CartPageLayout>
          <div>
            <Lines aria-label={text.items}>
              {lines.map((line) => (
                <Line
                  key={line.itemId}
                  data-cart-line={line.itemId}
                  id={cartTargets.line(line.itemId)}
                  tabIndex={-1}
                  aria-invalid={props.errorItemId === line.itemId ? true : undefined}
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
                      {line.priceBeforeDiscounts !== undefined ? (
                        <>
                          <VisuallyHidden>
                            {fill(
                              fill(text.discountedLine, 'price', money(line.price)),
                              'listPrice',
                              money(line.priceBeforeDiscounts),
                            )}
                          </VisuallyHidden>
                          <ListPrice aria-hidden="true">{money(line.priceBeforeDiscounts)}</ListPrice>{' '}
                          <SalePrice aria-hidden="true">{money(line.price)}</SalePrice>
                        </>
                      ) : (
                        <>
                          {money(line.price)}
                          {line.basePrice !== undefined && line.quantity > 1
                            ? ` ${fill(text.each, 'price', money(line.basePrice))}`
                            : ''}
                        </>
                      )}
                    </Small>
                    {!line.orderable ? <Small>{text.unavailableLine}</Small> : null}
                    <Actions>
                      {props.quantityForm(line)}
                      <form method="post" action={links.action}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="itemId" value={line.itemId} />
                        <Button
                          type="submit"
                          variant="link"
                          size="sm"
                          aria-label={fill(text.removeNamed, 'name', line.name)}
                        >
                          {text.remove}
                        </Button>
                      </form>
                    </Actions>
                  </div>
                </Line>
              ))}
            </Lines>
            {props.loyalty}
          </div>
          <Summary aria-labelledby="cart-summary">
            <h2 id="cart-summary" style={{ marginTop: 0 }}>
              {text.summary}
            </h2>
            <OrderSummaryTotals
              rows={[
                { label: text.subtotal, value: money(totals.subtotal), total: 'subtotal' },
                totals.discount !== undefined && {
                  label: text.promoCodes,
                  value: `−${money(totals.discount)}`,
                  total: 'discount',
                },
                {
                  label: text.shipping,
                  value: totals.shipping !== undefined ? money(totals.shipping) : text.shippingLater,
                  total: 'shipping',
                },
                { label: text.tax, value: money(totals.tax), total: 'tax' },
                { label: text.total, value: money(totals.total), total: 'total', strong: true },
              ]}
            />
            <Button href={links.checkout} fullWidth>
              {text.checkout}
            </Button>
            <div css={{ marginTop: theme.space[6] }}>
              <PromoCodeForm
                action={links.action}
                coupons={props.coupons}
                error={props.couponError}
                formatMoney={money}
                {...(text.promoCodeForm ? { text: text.promoCodeForm } : {})}
              />
            </div>
          </Summary>
        </CartPageLayout>
      ) : null}
    </CartPageShell>
  );
}
