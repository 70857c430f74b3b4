import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UnavailableItems } from './UnavailableItems';

const meta = {
  title: 'Commerce/UnavailableItems',
  component: UnavailableItems,
  args: {
    action: '/cart',
    itemIds: ['item-2'],
    names: ['Trail Fleece'],
    messages: {
      title: 'Items Unavailable',
      body: 'Some items are no longer available online and will be removed from your cart.',
      remove: 'Remove',
    },
  },
} satisfies Meta<typeof UnavailableItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server said items are unavailable: the dialog opens on load, with Remove. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Items Unavailable' });
    // The panel scales in: wait until it has.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};
