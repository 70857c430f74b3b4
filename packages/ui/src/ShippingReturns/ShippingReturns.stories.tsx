import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShippingReturnsLink } from './ShippingReturns';

const meta = {
  title: 'Product/ShippingReturns',
  component: ShippingReturnsLink,
  tags: ['autodocs'],
  args: { closeLabel: 'Close' },
} satisfies Meta<typeof ShippingReturnsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link as the buy box shows it, closed (the screenshot's story). */
export const Link: Story = {};

/** The buy box's link opens the shop's terms in a drawer; Escape closes it and focus comes back to the link. */
export const OpensInADrawer: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shipping & Returns' });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Shipping & Returns' });
    await expect(within(dialog).getByText(/Free standard shipping/)).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  },
};
