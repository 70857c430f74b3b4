import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Commerce/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    orderNo: '00000001',
    items: [{ key: 'i1', name: 'Rain Jacket', quantity: 1, price: 120 }],
    totals: { subtotal: 120, shipping: 7.99, tax: 12.8, total: 140.79 },
    addressRows: ['Jo Hiker', '1 Trail Rd', 'Portland, OR 97201', 'US'],
    formatMoney: (amount) => (amount === undefined ? '' : `$${amount.toFixed(2)}`),
    text: {
      title: 'Thank you for your order',
      orderNumber: 'Order number:',
      emailed: 'A confirmation goes to jo@example.com. This is a demo store: nothing was charged and nothing ships.',
      items: 'Items',
      totals: 'Totals',
      subtotal: 'Subtotal',
      promoCodes: 'Promo codes',
      shipping: 'Shipping (Ground)',
      tax: 'Tax',
      total: 'Total',
      shippingTo: 'Shipping to',
    },
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('00000001')).toBeVisible();
    await expect(canvasElement.querySelector('[data-total="total"]')).toHaveTextContent('$140.79');
  },
};
