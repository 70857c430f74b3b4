import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4, direction: 'column' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Text>Recycled nylon shell</Text>
      <Text>Fully seam-sealed</Text>
      <Text>Packs into its own pocket</Text>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fully seam-sealed')).toBeVisible();
  },
};

export const RowOfButtons: Story = {
  args: { direction: 'row', gap: 2, wrap: true, align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Button>Save</Button>
      <Button variant="outline">Cancel</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    const cancel = within(canvasElement).getByRole('button', { name: 'Cancel' });
    // Side by side: the second button starts to the right of the first.
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(save.getBoundingClientRect().right);
  },
};

export const List: Story = {
  args: { gap: 2 },
  render: (args) => (
    <Stack as="ul" aria-label="Features" {...args}>
      <li>Recycled nylon shell</li>
      <li>Fully seam-sealed</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Fieldset: Story = {
  args: { gap: 3 },
  render: (args) => (
    <Stack as="fieldset" {...args}>
      <legend>Contact preferences</legend>
      <label>
        <input type="checkbox" name="email" /> Email
      </label>
      <label>
        <input type="checkbox" name="sms" /> Text message
      </label>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Contact preferences' })).toBeVisible();
  },
};
