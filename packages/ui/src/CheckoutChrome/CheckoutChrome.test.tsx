import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CheckoutFooter, CheckoutHeader } from './CheckoutChrome';

describe('CheckoutHeader and CheckoutFooter', () => {
  it('the header: a skip link to #main, the logo home and the way back', () => {
    renderWithProvider(
      <CheckoutHeader
        skipLabel="Skip to content"
        homeHref="/"
        homeLabel="Ridgeline home"
        logo="Ridgeline"
        back={<a href="/cart">Back to cart</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Ridgeline home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('the footer: named policy links, the accepted cards and the notice', () => {
    renderWithProvider(
      <CheckoutFooter
        links={[{ label: 'Shipping', href: '/shipping' }]}
        navLabel="Checkout"
        cardsLabel="Cards we accept"
        notice="This is a demo store. Orders will not be processed."
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Checkout' })).toContainElement(
      screen.getByRole('link', { name: 'Shipping' }),
    );
    expect(screen.getByRole('list', { name: 'Cards we accept' }).children.length).toBeGreaterThan(0);
    expect(screen.getByText('This is a demo store. Orders will not be processed.')).toBeInTheDocument();
  });
});
