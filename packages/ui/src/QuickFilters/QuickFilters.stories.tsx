import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickFilters } from './QuickFilters';

const meta = {
  title: 'Components/QuickFilters',
  component: QuickFilters,
  tags: ['autodocs'],
  args: {
    label: 'Shop by category',
    filters: [
      { id: 'mens-jackets', label: 'Jackets & Vests', href: '#mens-jackets' },
      { id: 'mens-fleece', label: 'Fleece & Midlayers', href: '#mens-fleece', selected: true },
      { id: 'mens-shirts', label: 'Shirts & Tops', href: '#mens-shirts' },
      { id: 'mens-pants', label: 'Pants & Shorts', href: '#mens-pants' },
      { id: 'mens-footwear', label: "Men's Footwear", href: '#mens-footwear' },
      { id: 'mens-sale', label: "Men's Sale", href: '#mens-sale' },
    ],
  },
} satisfies Meta<typeof QuickFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMostFive: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Shop by category' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).queryByRole('link', { name: "Men's Sale" })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Fleece & Midlayers' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Few: Story = {
  args: { filters: [{ id: 'gear-packs', label: 'Backpacks & Bags', href: '#gear-packs' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};
