import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email', size: 'md', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    description: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'trail@example.com');
    await expect(input).toHaveValue('trail@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('trail@example.com'.length);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Source code',
    name: 'sourceCode',
    type: 'text',
    autoComplete: 'off',
    description: 'Ignored when blank.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Source code' });
    await expect(input).toHaveAccessibleDescription('Ignored when blank.');
    await userEvent.type(input, 'SPRING24');
    await expect(input).toHaveValue('SPRING24');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please enter a valid email address.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', alert.id);
    await userEvent.clear(input);
    await userEvent.type(input, 'trail@example.com');
    await expect(input).toHaveValue('trail@example.com');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'trail@example.com' },
  // Disabled controls are exempt from contrast requirements (WCAG 1.4.3).
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('trail@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The control heights from `sizes.control`. */
export const Sizes: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px' }}>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

/** `endAddon` puts an action on the input's row, as the footer newsletter sign-up does. */
export const WithEndAddon: Story = {
  args: {
    endAddon: (
      <Button type="submit" color="dark">
        Sign Up
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};
