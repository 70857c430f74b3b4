import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../theme/theme';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: '240px', height: '16px', radius: 'md' },
  argTypes: { radius: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'xl', 'full'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The product tile while loading: the region is `aria-busy`, the bones are hidden. */
export const ProductTileLoading: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading products"
      role="group"
      style={{ width: '240px', display: 'grid', gap: theme.space[2] }}
    >
      <Skeleton height="300px" />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Loading products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Circle: Story = { args: { width: '48px', circle: true } };
