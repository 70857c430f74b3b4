import styled from '@emotion/styled';
import { Button, TextField, theme } from '@ridgeline/ui';
import type { CartCoupon } from './cartView';

const Row = styled.div({ display: 'flex', gap: theme.space[2], alignItems: 'flex-end' });
const Applied = styled.ul({
  listStyle: 'none',
  margin: `${theme.space[3]} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
});
const Code = styled.li({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
});

export interface PromoCodeFormProps {
  /** Where the bag's forms post (`POST /cart`). */
  action: string;
  coupons: readonly CartCoupon[];
  /** The message of a refused code, shown on the field. */
  error?: string;
  formatMoney: (amount: number) => string;
}

/**
 * The bag's promo code: a plain form (works without JavaScript) that applies a code, and the codes applied so far, each
 * with what it takes off and its own Remove form.
 */
export function PromoCodeForm({ action, coupons, error, formatMoney }: PromoCodeFormProps) {
  return (
    <section aria-labelledby="promo-code-heading" data-promo-codes="">
      <h3 id="promo-code-heading" css={{ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space[2]}` }}>
        Promo code
      </h3>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="apply-coupon" />
        <Row>
          <div css={{ flex: 1 }}>
            <TextField
              label="Enter a promo code"
              name="code"
              size="sm"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              error={error}
            />
          </div>
          <Button type="submit" size="sm" variant="outline">
            Apply
          </Button>
        </Row>
      </form>
      {coupons.length ? (
        <Applied aria-label="Applied promo codes">
          {coupons.map((coupon) => (
            <Code key={coupon.couponItemId} data-coupon={coupon.code}>
              <span>
                <strong>{coupon.code}</strong>
                {coupon.description ? ` · ${coupon.description}` : ''}
                {coupon.discount !== undefined ? ` (−${formatMoney(coupon.discount)})` : ''}
              </span>
              <form method="post" action={action}>
                <input type="hidden" name="intent" value="remove-coupon" />
                <input type="hidden" name="couponItemId" value={coupon.couponItemId} />
                <Button type="submit" variant="link" size="sm" aria-label={`Remove promo code ${coupon.code}`}>
                  Remove
                </Button>
              </form>
            </Code>
          ))}
        </Applied>
      ) : null}
    </section>
  );
}

/** The summary row of the promo codes' discount (a `<dt>`/`<dd>` pair inside a totals list); nothing without one. */
export function PromoCodesTotal({
  label,
  discount,
  formatMoney,
}: {
  label: string;
  discount: number | undefined;
  formatMoney: (amount: number) => string;
}) {
  if (discount === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-total="discount">−{formatMoney(discount)}</dd>
    </>
  );
}
