import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyTracker } from './LoyaltyTracker';

const member = {
  kind: 'member' as const,
  points: 300,
  threshold: 500,
  title: 'Member rewards',
  progress: '300 of 500 points to your next reward (available: $3.00)',
  progressLabel: 'Rewards progress: 60%',
  expires: 'Tier valid until December 31, 2027',
};

// Typed by the component (not `satisfies`): its props are a union, each story renders one side of it.
const meta: Meta<typeof LoyaltyTracker> = { title: 'Commerce/LoyaltyTracker', component: LoyaltyTracker };

export default meta;
type Story = StoryObj<typeof LoyaltyTracker>;

export const Member: Story = {
  render: () => <LoyaltyTracker {...member} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Member rewards' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Rewards progress: 60%' })).toBeVisible();
  },
};

export const Titanium: Story = {
  render: () => (
    <LoyaltyTracker
      {...member}
      kind="titanium"
      points={800}
      title="Titanium rewards"
      progressLabel="Rewards progress: 100%"
    />
  ),
};
