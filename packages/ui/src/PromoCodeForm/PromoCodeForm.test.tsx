import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
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
});
