import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { WishlistButton } from './WishlistButton';

describe('WishlistButton', () => {
  it('flips when the toggle resolves, stays when it rejects, and follows a new known state', async () => {
    const onToggle = vi.fn(async () => undefined);
    const { rerender } = renderWithProvider(
      <WishlistButton productId="P1" favourite={false} label="Wishlist" onToggle={onToggle} />,
    );
    const button = screen.getByRole('button', { name: 'Wishlist' });
    expect(button.closest('[data-product-id]')).toHaveAttribute('data-product-id', 'P1');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    onToggle.mockRejectedValueOnce(new Error('down'));
    await userEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    rerender(<WishlistButton productId="P1" favourite label="Wishlist" onToggle={onToggle} />);
    rerender(<WishlistButton productId="P1" favourite={false} label="Wishlist" onToggle={onToggle} />);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
