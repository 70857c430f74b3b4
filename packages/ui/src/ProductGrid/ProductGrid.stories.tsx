import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { coldfront, glacierCrest, ridgeway, stormbreak } from '../ProductTile/fixtures';
import { viewports } from '../ProductTile/storybook';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Product/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: {
    label: 'Products',
    locale: 'en-US',
    currency: 'USD',
    products: [
      stormbreak,
      ridgeway,
      glacierCrest,
      coldfront,
      { ...ridgeway, id: 'RM1002-b' },
      { ...stormbreak, id: 'RM1001-b' },
    ],
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const tiles = within(list).getAllByRole('article');
    await expect(tiles).toHaveLength(6);
    // A swatch still switches its tile's colour inside the grid.
    const first = within(tiles[0]!);
    const black = first.getByRole('radio', { name: 'Black' });
    await userEvent.click(black);
    await expect(black).toBeChecked();
  },
};

/** 2 columns below `md`, 3 from `md`, 4 from `lg`. */
const assertColumns: Story['play'] = async ({ canvasElement }) => {
  const tiles = within(canvasElement).getAllByRole('article');
  const columns = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().left))).size;
  const width = canvasElement.ownerDocument.defaultView?.innerWidth ?? 0;
  await expect(columns).toBe(width >= 992 ? 4 : width >= 768 ? 3 : 2);
};

export const Mobile: Story = { parameters: { layout: 'padded' }, globals: viewports.mobile, play: assertColumns };
export const Desktop: Story = { parameters: { layout: 'padded' }, globals: viewports.desktop, play: assertColumns };

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
