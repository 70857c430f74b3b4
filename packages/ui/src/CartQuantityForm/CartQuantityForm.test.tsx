import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CartQuantityForm } from './CartQuantityForm';

describe('CartQuantityForm', () => {
  it('posts intent=update with the line, the names filled with the product’s name as it is', () => {
    const { container } = renderWithProvider(
      <CartQuantityForm
        action="/cart"
        itemId="item-1"
        productId="P1"
        name="Rain $& Jacket"
        quantity={2}
        maxQuantity={5}
        messages={{ quantity: 'Qty of {name}', decrease: 'Less {name}', increase: 'More {name}', update: 'Update' }}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/cart');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      intent: 'update',
      itemId: 'item-1',
      productId: 'P1',
    });
    expect(screen.getByRole('spinbutton', { name: 'Qty of Rain $& Jacket' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'More Rain $& Jacket' })).toBeInTheDocument();
  });
});
