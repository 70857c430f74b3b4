import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Product/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { min: 1, max: 3, onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepToTheLimit: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
  const increase = canvas.getByRole('button', { name: 'Increase quantity' });
  await userEvent.click(increase);
  await userEvent.click(increase);
  await expect(input).toHaveValue(3);
  // At the limit it keeps focus: aria-disabled, never disabled.
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await expect(increase).toBeEnabled();
  await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
  await expect(input).toHaveValue(2);
};

export const StepToTheLimit: Story = { play: stepToTheLimit };

export const TypedQuantityIsClamped: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue(3);
  },
};

export const Mobile: Story = { globals: viewports.mobile, play: stepToTheLimit };
export const Desktop: Story = { globals: viewports.desktop, play: stepToTheLimit };
