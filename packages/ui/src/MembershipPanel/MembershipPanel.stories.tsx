import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembershipPanel } from './MembershipPanel';

const meta = {
  title: 'Account/MembershipPanel',
  component: MembershipPanel,
  tags: ['autodocs'],
} satisfies Meta<typeof MembershipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  args: {
    member: true,
    lines: ['You are a Ridgeline Rewards member. Tier: Gold', '1,200 points available ($12.00)'],
  },
};
export const Guest: Story = {
  args: {
    member: false,
    invitation: 'Join Ridgeline Rewards for free: earn points on every order.',
    join: 'Join For Free',
  },
};
