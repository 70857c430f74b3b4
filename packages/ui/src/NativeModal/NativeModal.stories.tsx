import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NativeModal } from './NativeModal';

const meta = {
  title: 'Components/NativeModal',
  component: NativeModal,
  tags: ['autodocs'],
  args: { open: false, title: 'Added to bag', closeLabel: 'Close', onClose: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add to bag</Button>
        <NativeModal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
          footer={
            <>
              <Button href="/cart" variant="outline">
                Bag (1)
              </Button>
              <Button href="/checkout">Checkout</Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>Men&apos;s Stormbreak II Rain Jacket, Black, M</p>
        </NativeModal>
      </>
    );
  },
} satisfies Meta<typeof NativeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open (the visual suite's baseline, as the first story). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to bag' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Added to bag' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Opened by its owner (here a button's state), closed by the shopper: focus goes in, then back to the button. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add to bag' });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: 'Added to bag' });
    // it fades in: visible once the animation has started showing it
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};
