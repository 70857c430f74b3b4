import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'Account/WishlistButton',
  component: WishlistButton,
  args: { productId: '25592770M', favourite: false, label: 'Wishlist', onToggle: fn(async () => undefined) },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the list: a press adds it and the button flips. */
export const NotInList: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
export const InList: Story = { args: { favourite: true } };
