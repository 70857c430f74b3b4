import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { OrderHistory } from './OrderHistory';

const text = {
  empty: 'You have not placed any orders yet.',
  startShopping: 'Start shopping',
  order: (orderNo: string) => `Order ${orderNo}`,
  placed: (date: string) => `Placed ${date}`,
  items: (count: number) => `${count} items`,
  view: (orderNo: string) => `View order ${orderNo}`,
};

describe('OrderHistory', () => {
  it('lists each order with its date, item count, total and link, in the given order', () => {
    renderWithProvider(
      <OrderHistory
        locale="en-US"
        shopHref="/"
        text={text}
        orders={[
          {
            orderNo: '0002',
            creationDate: '2026-03-04T10:00:00Z',
            itemCount: 3,
            orderTotal: 42.5,
            currency: 'USD',
            href: '/o/2',
          },
          { orderNo: '0001', itemCount: 1, href: '/o/1' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Order 0002' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Placed Mar 4, 2026');
    expect(first).toHaveTextContent('3 items · $42.50');
    expect(within(first!).getByRole('link', { name: 'View order 0002' })).toHaveAttribute('href', '/o/2');
    expect(second).not.toHaveTextContent('Placed');
    expect(second).toHaveTextContent(/^Order 00011 itemsView order 0001$/);
  });

  it('invites to shop when there are no orders', () => {
    renderWithProvider(<OrderHistory locale="en-US" shopHref="/en-ca/" text={text} orders={[]} />);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/en-ca/');
  });

  it('links the other pages of a long history by their own words, and shows no page links for one page', () => {
    const order = { orderNo: '0011', itemCount: 1, href: '/o/11' };
    const pages = { page: 2, pageCount: 3, hrefFor: (page: number) => `/account/orders?page=${page}` };
    const french = {
      ...text,
      pages: {
        label: 'Pages des commandes',
        previous: 'Précédente',
        next: 'Suivante',
        page: (n: number) => `Page ${n} sur 3`,
      },
    };
    const { unmount } = renderWithProvider(
      <OrderHistory locale="fr-CA" shopHref="/" text={french} orders={[order]} pages={pages} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages des commandes' });
    expect(within(nav).getByRole('link', { name: /Précédente/ })).toHaveAttribute('href', '/account/orders?page=1');
    expect(within(nav).getByRole('link', { name: /Suivante/ })).toHaveAttribute('href', '/account/orders?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2 sur 3' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProvider(
      <OrderHistory
        locale="en-US"
        shopHref="/"
        text={text}
        orders={[order]}
        pages={{ ...pages, page: 1, pageCount: 1 }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
