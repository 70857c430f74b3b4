import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { Panel } from './Panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: { gap: 1 },
  argTypes: { tone: { control: 'inline-radio', options: ['plain', 'subtle'] } },
  render: (args) => (
    <Panel {...args}>
      <Text weight="semibold">Home</Text>
      <Text>1 Summit Road, Boulder CO 80302</Text>
    </Panel>
  ),
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Home')).toBeVisible();
  },
};

export const Subtle: Story = { args: { tone: 'subtle', gap: 3 } };

export const Banner: Story = { args: { tone: 'subtle', bordered: false, padding: 3, radius: 'md', as: 'aside' } };

export const CardList: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <Panel as="li" {...args}>
        <Text weight="semibold">Order 00001234</Text>
        <Text>Shipped</Text>
      </Panel>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Order 00001234');
  },
};
