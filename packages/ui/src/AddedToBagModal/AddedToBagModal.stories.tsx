import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { viewports } from '../ProductTile/storybook';
import { AddedToBagModal } from './AddedToBagModal';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1050"><rect width="1000" height="1050" fill="#1f2a44"/></svg>')}`;

const meta = {
  title: 'Product/AddedToBagModal',
  component: AddedToBagModal,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    checkoutHref: '/checkout',
    bagHref: '/cart',
    bagCount: 3,
    item: {
      name: "Men's Stormbreak II Rain Jacket",
      imageSrc: image,
      imageAlt: "Men's Stormbreak II Rain Jacket, Collegiate Navy",
      quantity: 2,
      variationValues: [
        { label: 'Color', value: 'Collegiate Navy' },
        { label: 'Size', value: 'M' },
      ],
      price: { type: 'single', sales: 89.9, list: 120 },
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add to bag</Button>
        <AddedToBagModal
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof AddedToBagModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAndClose: Story['play'] = async ({ canvasElement }) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Add to bag' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
  // The panel rises in: visible once the animation has started showing it.
  await waitFor(() => expect(within(dialog).getByText("Men's Stormbreak II Rain Jacket")).toBeVisible());
  await expect(within(dialog).getByText('Collegiate Navy')).toBeInTheDocument();
  await expect(within(dialog).getByText('Qty').nextElementSibling).toHaveTextContent('2');
  await expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  await expect(within(dialog).getByRole('link', { name: 'Bag (3)' })).toHaveAttribute('href', '/cart');
  await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  // (Escape is the browser's own cancel, which a synthetic key event does not start: e2e/product-in-place.spec.ts.)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(opener).toHaveFocus();
};

export const OpenAndClose: Story = { play: openAndClose };
export const Mobile: Story = { globals: viewports.mobile, play: openAndClose };
export const Desktop: Story = { globals: viewports.desktop, play: openAndClose };
