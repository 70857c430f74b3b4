import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Panel } from '../Panel/Panel';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

export interface OrderHistoryEntry {
  orderNo: string;
  /** ISO date the order was placed */
  creationDate?: string | undefined;
  itemCount: number;
  orderTotal?: number | undefined;
  currency?: string | undefined;
  /** the order's confirmation page */
  href: string;
}

export interface OrderHistoryText {
  empty: string;
  startShopping: string;
  /** "Order {orderNo}" */
  order: (orderNo: string) => string;
  /** "Placed {date}", the date already formatted */
  placed: (date: string) => string;
  /** "{count} items" */
  items: (count: number) => string;
  /** "View order {orderNo}" */
  view: (orderNo: string) => string;
}

export interface OrderHistoryProps {
  orders: readonly OrderHistoryEntry[];
  /** where "Start shopping" leads when there are no orders */
  shopHref: string;
  /** the BCP 47 locale the dates and totals are written in */
  locale: string;
  text: OrderHistoryText;
}

/** The customer's orders in the given order (newest first), each linking to its confirmation page. */
export function OrderHistory({ orders, shopHref, locale, text }: OrderHistoryProps) {
  if (orders.length === 0) {
    return (
      <Stack gap={3} data-orders-empty="">
        <Text>{text.empty}</Text>
        <Link href={shopHref}>{text.startShopping}</Link>
      </Stack>
    );
  }
  return (
    <Stack as="ol" gap={3} data-orders="">
      {orders.map((order) => (
        <Panel as="li" gap={1} key={order.orderNo} data-order={order.orderNo}>
          <Heading level={2}>{text.order(order.orderNo)}</Heading>
          {order.creationDate ? (
            <Text>
              {text.placed(
                new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(order.creationDate)),
              )}
            </Text>
          ) : null}
          <Text>
            {text.items(order.itemCount)}
            {typeof order.orderTotal === 'number' && order.currency
              ? ` · ${new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(order.orderTotal)}`
              : ''}
          </Text>
          <Link href={order.href}>{text.view(order.orderNo)}</Link>
        </Panel>
      ))}
    </Stack>
  );
}
