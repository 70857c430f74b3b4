import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CheckoutPage, type CheckoutPageText, type CheckoutPageView } from './CheckoutPage';

/** Each word is its own key (the fields' and steps' too). */
const names = new Proxy({}, { get: (_, key) => String(key) });
const checkoutText = new Proxy({} as CheckoutPageText, {
  get: (_, key) =>
    key === 'countries'
      ? [
          { code: 'US', name: 'United States' },
          { code: 'CA', name: 'Canada' },
        ]
      : key === 'steps' || key === 'fields'
        ? names
        : String(key),
});

const view: CheckoutPageView = {
  lines: [],
  totals: {},
  email: 'jo@example.com',
  address: { firstName: 'Jo', countryCode: 'CA' },
  shippingMethods: [
    { id: '001', name: 'Ground' },
    { id: '002', name: 'Express' },
  ],
  shippingMethodId: '002',
  step: 'payment',
  links: { action: '/checkout', cart: '/cart' },
};
const money = (amount: number | undefined) => (amount === undefined ? '' : `$${amount}`);

describe('CheckoutPage', () => {
  it('done steps keep their values and stay editable; payment places the order', () => {
    const { container } = renderWithProvider(<CheckoutPage view={view} text={checkoutText} formatMoney={money} />);
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveValue('jo@example.com');
    expect(screen.getByRole('combobox', { name: 'countryCode' })).toHaveValue('CA');
    expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'updateEmail' })).toBeInTheDocument();
    expect(container.querySelector('[data-step="payment"]')).toHaveAttribute('data-current', '');
    const place = screen.getByRole('button', { name: 'placeOrder' }).closest('form')!;
    expect(new FormData(place).get('intent')).toBe('place-order');
    expect(screen.getByText('chooseMethod')).toBeInTheDocument();
  });

  it('an order refusal is announced above the steps', () => {
    renderWithProvider(
      <CheckoutPage
        view={view}
        result={{ step: 'order', message: 'Please complete every step.' }}
        text={checkoutText}
        formatMoney={money}
      />,
    );
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Please complete every step.');
  });
});
