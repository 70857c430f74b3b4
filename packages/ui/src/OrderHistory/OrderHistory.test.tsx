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
});
