import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartAlert } from './CartAlert';

const meta = {
  title: 'Commerce/CartAlert',
  component: CartAlert,
  args: { status: 'error', title: "We couldn't load your bag.", children: 'Please try again in a moment.' },
} satisfies Meta<typeof CartAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error is announced at once. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("We couldn't load your bag.");
  },
};

/** A warning is a polite status. */
export const Warning: Story = { args: { status: 'warning', title: 'Items Unavailable' } };
