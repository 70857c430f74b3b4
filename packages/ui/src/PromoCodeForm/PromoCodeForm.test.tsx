import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { cartTargets } from '../CartPage/cartTargets';
import { PromoCodeForm } from './PromoCodeForm';

describe('PromoCodeForm', () => {
  it('applies with intent=apply-coupon; each code removes with its own coupon item id', () => {
    renderWithProvider(
      <PromoCodeForm
        action="/cart"
        coupons={[{ couponItemId: 'c1', code: 'TRAIL10', discount: 5 }]}
        formatMoney={(amount) => `$${amount.toFixed(2)}`}
      />,
    );
    const apply = screen.getByRole('button', { name: 'Apply' }).closest('form')!;
    expect(new FormData(apply).get('intent')).toBe('apply-coupon');
    expect(screen.getByRole('list', { name: 'Applied promo codes' })).toHaveTextContent('TRAIL10 (−$5.00)');
    const remove = screen.getByRole('button', { name: 'Remove promo code TRAIL10' }).closest('form')!;
    expect(Object.fromEntries(new FormData(remove))).toEqual({ intent: 'remove-coupon', couponItemId: 'c1' });
  });

  it('after a reload: a refused code puts focus on its field, its message an alert; the fragments have targets', () => {
    const money = (amount: number) => `$${amount}`;
    const { rerender } = renderWithProvider(
      <PromoCodeForm action="/cart" coupons={[]} formatMoney={money} error="That code isn't valid." />,
    );
    const field = screen.getByRole('textbox', { name: 'Enter a promo code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription("That code isn't valid.");
    expect(screen.getByRole('alert')).toHaveTextContent("That code isn't valid.");
    // the redirect after removing a code names the section; after applying one, the applied list
    expect(document.getElementById(cartTargets.promo)).toHaveAttribute('tabindex', '-1');
    field.blur();
    rerender(<PromoCodeForm action="/cart" coupons={[{ couponItemId: 'c1', code: 'TRAIL10' }]} formatMoney={money} />);
    expect(field).not.toHaveFocus();
    const applied = screen.getByRole('list', { name: 'Applied promo codes' });
    expect(applied).toHaveAttribute('id', cartTargets.promoApplied);
    expect(applied).toHaveAttribute('tabindex', '-1');
  });
});
