import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Pagination } from '../Pagination/Pagination';
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
  /** the page links' landmark name, "Previous", "Next" and, when not "Page {page}", a page link's name */
  pages?: { label: string; previous: string; next: string; page?: (page: number) => string };
}

/** Where this page of the history is, and the address of another page (real links: no JavaScript needed). */
export interface OrderHistoryPages {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

export interface OrderHistoryProps {
  orders: readonly OrderHistoryEntry[];
  /** where "Start shopping" leads when there are no orders */
  shopHref: string;
  /** the BCP 47 locale the dates and totals are written in */
  locale: string;
  text: OrderHistoryText;
  /** the history's pages; links to the others show when there is more than one */
  pages?: OrderHistoryPages | undefined;
}

/** The customer's orders in the given order (newest first), each linking to its confirmation page. */
export function OrderHistory({ orders, shopHref, locale, text, pages }: OrderHistoryProps) {
  if (orders.length === 0) {
    return (
      <Stack gap={3} data-orders-empty="">
        <Text>{text.empty}</Text>
        <Link href={shopHref}>{text.startShopping}</Link>
      </Stack>
    );
  }
  const list = (
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
  if (!pages || pages.pageCount <= 1) return list;
  return (
    <Stack gap={4}>
      {list}
      <Pagination
        page={pages.page}
        pageCount={pages.pageCount}
        hrefFor={pages.hrefFor}
        label={text.pages?.label ?? 'Order history pages'}
        previousLabel={text.pages?.previous}
        nextLabel={text.pages?.next}
        pageLabel={text.pages?.page}
      />
    </Stack>
  );
}
