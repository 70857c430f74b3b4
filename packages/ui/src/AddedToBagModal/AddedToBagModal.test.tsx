import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddedToBagModal } from './AddedToBagModal';

describe('AddedToBagModal', () => {
  it('shows the image, name, Qty, variation values and price, with Checkout and Bag (n)', async () => {
    render(
      <AddedToBagModal
        open
        onOpenChange={vi.fn()}
        checkoutHref="/checkout"
        bagHref="/cart"
        bagCount={3}
        item={{
          name: "Men's Stormbreak II Rain Jacket",
          imageSrc: 'https://media.example/i/shop/jacket?w=148',
          imageAlt: "Men's Stormbreak II Rain Jacket, Black",
          quantity: 2,
          variationValues: [
            { label: 'Color', value: 'Black' },
            { label: 'Size', value: 'M' },
          ],
          price: { type: 'single', sales: 120 },
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    expect(within(dialog).getByText("Men's Stormbreak II Rain Jacket")).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: "Men's Stormbreak II Rain Jacket, Black" })).toBeInTheDocument();
    expect(within(dialog).getByText('Qty').nextElementSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Color').nextElementSibling).toHaveTextContent('Black');
    expect(within(dialog).getByText('Size').nextElementSibling).toHaveTextContent('M');
    expect(within(dialog).getByText('$120.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('link', { name: 'Bag (3)' })).toHaveAttribute('href', '/cart');
  });

  it('stays closed without an item', () => {
    render(
      <AddedToBagModal open onOpenChange={vi.fn()} checkoutHref="/checkout" bagHref="/cart" bagCount={0} item={null} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
