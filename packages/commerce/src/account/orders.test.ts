import { describe, expect, it } from 'vitest';
import { orderHistoryItems } from './orders';

describe('the order history', () => {
  it("counts each order's items (none without lines) and links it, in the order given", () => {
    const items = orderHistoryItems(
      [
        {
          orderNo: '2',
          creationDate: '2026-02-01',
          orderTotal: 30,
          currency: 'USD',
          productItems: [{ quantity: 2 }, { quantity: 1 }, {}],
        },
        { orderNo: '1' },
      ],
      (orderNo) => `/orders/${orderNo}`,
    );
    expect(items.map(({ orderNo, itemCount, href }) => [orderNo, itemCount, href])).toEqual([
      ['2', 3, '/orders/2'],
      ['1', 0, '/orders/1'],
    ]);
    expect(items[0]).toMatchObject({ creationDate: '2026-02-01', orderTotal: 30, currency: 'USD' });
  });
});
