import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  it('a signed-in shopper ships to a saved address in one step; the new address form follows, empty', () => {
    const book: CheckoutPageView['savedAddresses'] = [
      {
        id: 'Home',
        address: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 Trail Rd',
          city: 'Portland',
          stateCode: 'OR',
          postalCode: '97201',
          countryCode: 'US',
        },
        selected: true,
      },
      {
        id: 'Cabin',
        address: { firstName: 'Ada', address1: '9 Ridge Way', city: 'Banff', countryCode: 'CA' },
        selected: false,
      },
    ];
    renderWithProvider(
      <CheckoutPage
        view={{ ...view, step: 'shipping-method', address: book[0]!.address, savedAddresses: book }}
        text={checkoutText}
        formatMoney={money}
      />,
    );
    const home = screen.getByRole('radio', {
      name: 'Home: Ada Lovelace, 1 Trail Rd, Portland, OR 97201, United States',
    });
    expect(home).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cabin: Ada, 9 Ridge Way, Banff, Canada' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'savedAddresses' })).toContainElement(home);
    const chosen = new FormData(screen.getByRole('button', { name: 'shipToSaved' }).closest('form')!);
    expect([chosen.get('intent'), chosen.get('addressId')]).toEqual(['saved-address', 'Home']);
    // the basket ships to Home: its radio says so, and the new address's form starts empty
    expect(screen.getByRole('heading', { level: 3, name: 'newAddress' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'firstName' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'countryCode' })).toHaveValue('US');
  });

  it('an address typed at checkout (none of the saved ones) stays in the form; no saved radio is checked', () => {
    renderWithProvider(
      <CheckoutPage
        view={{ ...view, savedAddresses: [{ id: 'Home', address: { firstName: 'Ada' }, selected: false }] }}
        text={checkoutText}
        formatMoney={money}
      />,
    );
    expect(screen.getByRole('radio', { name: /^Home/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'firstName' })).toHaveValue('Jo');
  });

  it('a guest sees no saved addresses', () => {
    renderWithProvider(<CheckoutPage view={view} text={checkoutText} formatMoney={money} />);
    expect(screen.queryByRole('group', { name: 'savedAddresses' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'newAddress' })).toBeNull();
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

  it('after a refused submit the first invalid field takes focus, also in the server HTML (autofocus)', () => {
    const result = {
      step: 'address' as const,
      fieldErrors: { postalCode: 'Enter a ZIP code', city: 'Enter a city' },
      values: { city: '' },
    };
    renderWithProvider(
      <CheckoutPage view={{ ...view, step: 'address' }} result={result} text={checkoutText} formatMoney={money} />,
    );
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveFocus();
    const html = renderToString(
      <CheckoutPage view={{ ...view, step: 'address' }} result={result} text={checkoutText} formatMoney={money} />,
    );
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*name="city"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*name="city"/);
  });

  // React focuses only form controls itself; a heading or an alert takes focus from the server HTML's `autofocus`
  // (the checkout is never hydrated), so these read the server HTML.
  const serverHtml = (element: Parameters<typeof renderToString>[0]) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    return host;
  };

  it('a refusal without a field error focuses its message', () => {
    const host = serverHtml(
      <CheckoutPage
        view={view}
        result={{ step: 'order', message: 'Please complete every step.' }}
        text={checkoutText}
        formatMoney={money}
      />,
    );
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    const alert = host.querySelector('[data-testid="checkout-error"]');
    expect(alert).toHaveAttribute('autofocus');
    expect(alert).toHaveAttribute('tabindex', '-1');
  });

  it('after a step is done the open step’s heading takes focus; a plain visit moves nothing', () => {
    const done = serverHtml(
      <CheckoutPage
        view={{ ...view, step: 'shipping-method' }}
        text={checkoutText}
        formatMoney={money}
        focusOpenStep
      />,
    );
    expect(done.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(done.querySelector('h2#step-shipping-method')).toHaveAttribute('autofocus');
    expect(done.querySelector('h2#step-shipping-method')).toHaveAttribute('tabindex', '-1');
    const visit = serverHtml(<CheckoutPage view={view} text={checkoutText} formatMoney={money} />);
    expect(visit.querySelectorAll('[autofocus]')).toHaveLength(0);
  });
});
