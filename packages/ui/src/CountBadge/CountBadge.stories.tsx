import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderIconLink } from '../HeaderBar/HeaderBar';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Shell/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  render: (args) => (
    <HeaderIconLink href="#cart">
      <Icon name="bag" size="lg" />
      <VisuallyHidden>{`Cart, ${args.count} items`}</VisuallyHidden>
      <CountBadge {...args} />
    </HeaderIconLink>
  ),
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

export const AboveTheLimit: Story = {
  args: { count: 27 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 27 items' })).toBeVisible();
  },
};
