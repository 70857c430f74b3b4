import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../theme/theme';
import { Badge, badgeTones, type BadgeTone } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'New', tone: 'new' },
  argTypes: { tone: { control: 'select', options: Object.keys(badgeTones) } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Sale: Story = { args: { tone: 'sale', children: 'Sale' } };

export const AllTones: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', gap: theme.space[2], flexWrap: 'wrap' }}>
      {(Object.keys(badgeTones) as BadgeTone[]).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sale')).toBeVisible();
  },
};
