import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentCardIcon, paymentCardNames } from './PaymentCardIcon';

describe('PaymentCardIcon', () => {
  it('names each card scheme as an image', () => {
    render(
      <>
        {paymentCardNames.map((name) => (
          <PaymentCardIcon key={name} name={name} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
    ]);
  });

  it('keeps the card ratio at any height', () => {
    render(<PaymentCardIcon name="visa" height={48} />);
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('width', '76');
  });
});
