import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Loyalty Members', name: 'customerGroupIds', value: 'Loyalty Members', size: 'md', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    description: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Loyalty Members' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // The label text toggles it too.
    await userEvent.click(canvas.getByText('Loyalty Members'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { label: 'Email me offers', name: 'offers', value: 'yes', description: 'You can unsubscribe at any time.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me offers' });
    await expect(box).toHaveAccessibleDescription('You can unsubscribe at any time.');
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', name: 'terms', value: 'yes', error: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Accept the terms to continue.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-describedby', alert.id);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  // Disabled controls are exempt from contrast requirements (WCAG 1.4.3).
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Loyalty Members' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Big Spenders', value: 'Big Spenders' } };
