import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderHistory } from './OrderHistory';

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  tags: ['autodocs'],
  args: {
    locale: 'en-US',
    shopHref: '#shop',
    orders: [
      {
        orderNo: '00012345',
        creationDate: '2026-03-04T10:00:00Z',
        itemCount: 2,
        orderTotal: 189.9,
        currency: 'USD',
        href: '#o1',
      },
      {
        orderNo: '00012001',
        creationDate: '2026-01-15T10:00:00Z',
        itemCount: 1,
        orderTotal: 45,
        currency: 'USD',
        href: '#o2',
      },
    ],
    text: {
      empty: 'You have not placed any orders yet.',
      startShopping: 'Start shopping',
      order: (orderNo) => `Order ${orderNo}`,
      placed: (date) => `Placed ${date}`,
      items: (count) => (count === 1 ? '1 item' : `${count} items`),
      view: (orderNo) => `View order ${orderNo}`,
    },
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = { args: { orders: [] } };
