import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { WishlistView } from './WishlistView';
import { WISHLIST_PROPS } from './fixtures';

const formOf = (button: HTMLElement) => button.closest('form')!;
const fields = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

describe('WishlistView', () => {
  it('shows each product with Add to Bag (a form to the bag) or Choose Options (a link), and Remove', () => {
    const [bought, chosen] = WISHLIST_PROPS.items.map((item) => item.tile);
    renderWithProvider(<WishlistView {...WISHLIST_PROPS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('2 items')).toHaveAttribute('data-wishlist-count', '2');
    const add = formOf(screen.getByRole('button', { name: `Add to Bag: ${bought!.name}` }));
    expect(add).toHaveAttribute('action', '/cart/add');
    expect(fields(add)).toEqual({ pid: `${bought!.id}-m`, quantity: '1', returnTo: '/account/wishlist' });
    expect(screen.getByRole('link', { name: `Choose options for ${chosen!.name}` })).toHaveAttribute(
      'href',
      chosen!.href,
    );
    const remove = formOf(screen.getByRole('button', { name: `Remove ${chosen!.name} from wishlist` }));
    expect(remove).toHaveAttribute('action', '/__ridgeline/wishlist');
    expect(fields(remove)).toEqual({
      productId: chosen!.id,
      action: 'remove',
      returnTo: '/account/wishlist?removed=1',
    });
  });

  it('lets the shopper remove products the catalogue no longer returns, and shows the notice', () => {
    renderWithProvider(<WishlistView {...WISHLIST_PROPS} items={[]} missing={['gone-1']} notice="Item removed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Item removed');
    expect(screen.getByText('One product in your wishlist is no longer available.')).toBeInTheDocument();
    expect(fields(formOf(screen.getByRole('button', { name: 'Remove gone-1' })))).toEqual({
      productId: 'gone-1',
      action: 'remove',
      returnTo: '/account/wishlist?removed=1',
    });
  });

  it("a Remove's notice (the page loaded again after the post) takes focus, so Tab goes on to the next item", () => {
    // the page is never hydrated as a whole: the notice takes focus from the server HTML's `autofocus`
    const host = document.createElement('div');
    host.innerHTML = renderToString(<WishlistView {...WISHLIST_PROPS} notice="Item removed from wishlist" />);
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(host.querySelector('[role="status"][autofocus][tabindex="-1"]')).toHaveTextContent(
      'Item removed from wishlist',
    );
  });

  it('says when the list is empty, and only the failure when it could not be read', () => {
    const { rerender } = renderWithProvider(<WishlistView {...WISHLIST_PROPS} items={[]} />);
    expect(screen.getByText('No Wishlist Items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    rerender(<WishlistView {...WISHLIST_PROPS} failed="An error occurred: down" />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred: down');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
