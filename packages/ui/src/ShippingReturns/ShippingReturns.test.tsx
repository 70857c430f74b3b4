import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ShippingReturnsLink } from './ShippingReturns';

describe('ShippingReturnsLink', () => {
  it('is a link to the page’s Shipping & Returns section on the server (works without JavaScript)', () => {
    const html = renderToString(<ShippingReturnsLink />);
    expect(html).toMatch(/<a[^>]*href="#shipping_and_returns"/);
    expect(html).toContain('Shipping &amp; Returns');
    expect(html).not.toContain('role="dialog"');
  });

  it('opens the terms in a modal drawer named by its title, closes on Escape and gives focus back', async () => {
    renderWithProvider(<ShippingReturnsLink closeLabel="Close" />);
    const hashBefore = window.location.hash;
    const link = screen.getByRole('link', { name: 'Shipping & Returns' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Shipping & Returns' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/Return unworn items within 60 days/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(window.location.hash).toBe(hashBefore);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('shows given terms as text, never as markup', async () => {
    const content = { title: 'Delivery', lines: ['<img src=x onerror=alert(1)>'] };
    renderWithProvider(<ShippingReturnsLink content={content} />);
    await userEvent.click(screen.getByRole('link', { name: 'Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});
