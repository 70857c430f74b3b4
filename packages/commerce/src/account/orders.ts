import type { AccountOrder } from '../server/account/profile.server';

/** One order of the history as the orders page lists it. */
export interface OrderHistoryItem {
  orderNo: string;
  creationDate?: string | undefined;
  itemCount: number;
  orderTotal?: number | undefined;
  currency?: string | undefined;
  href: string;
}

/** The orders page's list, in the order given: each order's number, date, item count, total and its page (`hrefOf`). */
export const orderHistoryItems = (
  orders: readonly AccountOrder[],
  hrefOf: (orderNo: string) => string,
): OrderHistoryItem[] =>
  orders.map((order) => ({
    orderNo: order.orderNo,
    creationDate: order.creationDate,
    itemCount: (order.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    orderTotal: order.orderTotal,
    currency: order.currency,
    href: hrefOf(order.orderNo),
  }));
