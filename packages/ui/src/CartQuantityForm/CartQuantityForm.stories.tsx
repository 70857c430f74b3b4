import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartQuantityForm } from './CartQuantityForm';

const meta = {
  title: 'Commerce/CartQuantityForm',
  component: CartQuantityForm,
  args: {
    action: '/cart',
    itemId: 'item-1',
    productId: 'RM1001-464-L',
    name: 'Rain Jacket',
    quantity: 1,
    maxQuantity: 3,
    messages: {
      quantity: 'Quantity of {name}',
      decrease: 'Decrease the quantity of {name}',
      increase: 'Increase the quantity of {name}',
      update: 'Update',
    },
  },
} satisfies Meta<typeof CartQuantityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line's quantity: the stepper changes the field the Update form sends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase the quantity of Rain Jacket' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Rain Jacket' })).toHaveValue(2);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};
