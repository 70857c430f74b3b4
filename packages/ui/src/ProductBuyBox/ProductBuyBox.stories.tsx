import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buyBoxProps } from './fixtures';
import { ProductBuyBox } from './ProductBuyBox';

const meta = {
  title: 'Commerce/ProductBuyBox',
  component: ProductBuyBox,
  args: buyBoxProps,
} satisfies Meta<typeof ProductBuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pine and M chosen, three left. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Bag' })).toBeEnabled();
  },
};

/** After an add without JavaScript: the notice with the bag's count. */
export const Added: Story = {
  args: {
    notice: {
      line: 'Summit Shell Jacket, Qty 1, Colour: Pine, Size: M',
      price: { type: 'single', sales: 189 },
      bagCount: 2,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Bag (2)' })).toBeVisible();
  },
};
