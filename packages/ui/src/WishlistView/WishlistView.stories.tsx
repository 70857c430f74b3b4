import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistView } from './WishlistView';
import { WISHLIST_PROPS } from './fixtures';

const meta = {
  title: 'Account/WishlistView',
  component: WishlistView,
  args: WISHLIST_PROPS,
} satisfies Meta<typeof WishlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products: one goes straight to the bag, one needs its options chosen. */
export const WithItems: Story = {};
/** A product the catalogue no longer returns, after a removal. */
export const Missing: Story = { args: { missing: ['retired-jacket'], notice: 'Item removed from wishlist' } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = { args: { failed: 'An error occurred: Service unavailable' } };
