import styled from '@emotion/styled';
import { Button } from '../Button/Button';
import { cartTargets } from '../CartPage/cartTargets';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

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

const present = (error: string | undefined) => error !== undefined && error !== '';

/** A promo code in the bag, with what its promotion takes off (undefined when it applies to nothing). */
export interface PromoCode {
  couponItemId: string;
  code: string;
  description?: string;
  discount?: number;
}

/** The form's words; `{code}` in `removeNamed` is the code. */
export interface PromoCodeFormText {
  heading: string;
  field: string;
  apply: string;
  applied: string;
  remove: string;
  removeNamed: string;
}

const ENGLISH: PromoCodeFormText = {
  heading: 'Promo code',
  field: 'Enter a promo code',
  apply: 'Apply',
  applied: 'Applied promo codes',
  remove: 'Remove',
  removeNamed: 'Remove promo code {code}',
};

export interface PromoCodeFormProps {
  /** Where the bag's forms post (`POST /cart`). */
  action: string;
  coupons: readonly PromoCode[];
  /** The message of a refused code, shown on the field. */
  error?: string | undefined;
  formatMoney: (amount: number) => string;
  text?: PromoCodeFormText;
}

/**
 * The bag's promo code: a plain form (works without JavaScript; `intent=apply-coupon`, field `code`) and the codes
 * applied so far, each with what it takes off and its own Remove form (`intent=remove-coupon`, `couponItemId`).
 * After the reload focus lands on the field when the code was refused, else on what the redirect's fragment names
 * (`cartTargets`: the applied codes, or the section).
 */
export function PromoCodeForm({ action, coupons, error, formatMoney, text = ENGLISH }: PromoCodeFormProps) {
  return (
    <section aria-labelledby="promo-code-heading" data-promo-codes="" id={cartTargets.promo} tabIndex={-1}>
      <h3 id="promo-code-heading" css={{ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space[2]}` }}>
        {text.heading}
      </h3>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="apply-coupon" />
        <Row>
          <div css={{ flex: 1 }}>
            <TextField
              label={text.field}
              name="code"
              size="sm"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              error={error}
              // a refused code comes back in a full reload: focus starts on the field, its message announced
              {...(present(error) ? { autoFocus: true } : {})}
            />
          </div>
          <Button type="submit" size="sm" variant="outline">
            {text.apply}
          </Button>
        </Row>
      </form>
      {coupons.length ? (
        <Applied aria-label={text.applied} id={cartTargets.promoApplied} tabIndex={-1}>
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
                <Button
                  type="submit"
                  variant="link"
                  size="sm"
                  aria-label={text.removeNamed.replace(/\{code\}/g, () => coupon.code)}
                >
                  {text.remove}
                </Button>
              </form>
            </Code>
          ))}
        </Applied>
      ) : null}
    </section>
  );
}
