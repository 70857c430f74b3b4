import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummaryTotals } from './OrderSummary';

const meta = {
  title: 'Commerce/OrderSummaryTotals',
  component: OrderSummaryTotals,
  args: {
    rows: [
      { label: 'Subtotal', value: '$120.00', total: 'subtotal' },
      { label: 'Promo codes', value: '−$12.00', total: 'discount' },
      { label: 'Shipping', value: 'Calculated at checkout' },
      { label: 'Tax', value: '$10.80' },
      { label: 'Total', value: '$118.80', total: 'total', strong: true },
    ],
  },
} satisfies Meta<typeof OrderSummaryTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spread: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-total="total"]')).toHaveTextContent('$118.80');
    await expect(within(canvasElement).getByText('Total').tagName).toBe('STRONG');
  },
};

export const Compact: Story = { args: { layout: 'compact' } };
