import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileBanner } from './ProfileBanner';

const meta = {
  title: 'Account/ProfileBanner',
  component: ProfileBanner,
  args: {
    percent: 25,
    text: {
      title: 'Complete Your Profile',
      progress: 'Your profile is 25% complete',
      getStarted: 'Get Started',
      noThanks: 'No Thanks',
    },
    onGetStarted: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ProfileBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter done: the bar, its words, and the two choices. */
export const Quarter: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Complete Your Profile' });
    await expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(within(banner).getByRole('button', { name: 'No Thanks' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
