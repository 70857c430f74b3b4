import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CartPage, type CartPageText } from './CartPage';
import { cartTargets } from './cartTargets';

const text = new Proxy({} as CartPageText, {
  get: (_, key) => (key === 'each' ? '({price} each)' : key === 'removeNamed' ? 'Remove {name}' : String(key)),
});
const line = {
  itemId: 'i1',
  productId: 'P1',
  name: 'Jacket $&',
  productUrl: '/p/P1',
  variationValues: [],
  quantity: 2,
  price: 20,
  basePrice: 10,
  orderable: false,
};
const base = {
  totals: { subtotal: 20, total: 22 },
  coupons: [],
  failed: false,
  links: { shop: '/', checkout: '/checkout', action: '/cart' },
  formatMoney: (amount: number | undefined) => (amount === undefined ? '' : `$${amount}`),
  text,
  quantityForm: () => null,
};

describe('CartPage', () => {
  it('the lines with their Remove form, the unit price, the unavailable mark and the refused line', () => {
    renderWithProvider(<CartPage {...base} lines={[line]} error="Too many" errorItemId="i1" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many');
    expect(screen.getByText('$20 ($10 each)')).toBeInTheDocument();
    expect(screen.getByText('unavailableLine')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove Jacket $&' }).closest('form')!;
    expect(Object.fromEntries(new FormData(remove))).toEqual({ intent: 'remove', itemId: 'i1' });
    expect(remove.closest('li')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('shippingLater')).toBeInTheDocument();
  });

  it('empty: the way back to the shop; failed: the alert and no empty state', () => {
    const { rerender } = renderWithProvider(<CartPage {...base} lines={[]} />);
    expect(screen.getByRole('link', { name: 'continueShopping' })).toHaveAttribute('href', '/');
    rerender(<CartPage {...base} lines={[]} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('loadFailed');
    expect(screen.queryByTestId('cart-empty')).toBeNull();
  });

  it('after a reload: a refused change puts focus on its message; each line and the heading are fragment targets', () => {
    // the bag is never hydrated as a whole: the alert takes focus from the server HTML's `autofocus`
    const host = document.createElement('div');
    host.innerHTML = renderToString(<CartPage {...base} lines={[line]} error="Too many" errorItemId="i1" />);
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(host.querySelector('[role="alert"][autofocus][tabindex="-1"]')).toHaveTextContent('Too many');
    renderWithProvider(<CartPage {...base} lines={[line]} />);
    const target = document.getElementById(cartTargets.line('i1'));
    expect(target).toBe(screen.getByRole('listitem'));
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', cartTargets.heading);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });
});
