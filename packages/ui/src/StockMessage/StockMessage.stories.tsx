import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { theme } from '../theme/theme';
import { StockMessage } from './StockMessage';

const meta = {
  title: 'Product/StockMessage',
  component: StockMessage,
  tags: ['autodocs'],
  args: { orderable: true, stockLevel: 3, productName: '', threshold: 5 },
  argTypes: { stockLevel: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof StockMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LowStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 3 left!')).toBeVisible();
  },
};

export const LowStockNamed: Story = {
  args: { stockLevel: 2, productName: "Men's Coldfront Parka, Black, L" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Only 2 left for Men's Coldfront Parka, Black, L!")).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { orderable: false, stockLevel: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
  },
};

export const InStock: Story = {
  args: { stockLevel: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stock]')).toBeNull();
  },
};

const renderAll = () => (
  <div style={{ display: 'grid', gap: theme.space[2] }}>
    <StockMessage orderable={false} />
    <StockMessage orderable stockLevel={5} />
    <StockMessage orderable stockLevel={1} productName="Trail Runner, 10" />
    <StockMessage orderable stockLevel={6} />
  </div>
);
const assertAll: Story['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.querySelectorAll('[data-stock]')).toHaveLength(3);
  await expect(within(canvasElement).getByText('Only 5 left!')).toBeVisible();
};

export const Mobile: Story = { globals: viewports.mobile, render: renderAll, play: assertAll };
export const Tablet: Story = { globals: viewports.tablet, render: renderAll, play: assertAll };
export const Laptop: Story = { globals: viewports.laptop, render: renderAll, play: assertAll };
export const Desktop: Story = { globals: viewports.desktop, render: renderAll, play: assertAll };
