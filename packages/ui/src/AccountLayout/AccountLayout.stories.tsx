import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountLayout } from './AccountLayout';

const meta = {
  title: 'Account/AccountLayout',
  component: AccountLayout,
  tags: ['autodocs'],
  args: {
    title: 'Order History',
    greeting: 'Hello, Ada',
    nav: {
      label: 'My Account',
      current: 'orders',
      items: [
        { key: 'profile', label: 'Profile', href: '#profile' },
        { key: 'orders', label: 'Orders', href: '#orders' },
        { key: 'wishlist', label: 'Wish List', href: '#wishlist' },
        { key: 'addresses', label: 'Addresses', href: '#addresses' },
        { key: 'membership', label: 'Membership', href: '#membership' },
      ],
      logout: { action: '#logout', label: 'Log out' },
    },
    children: <p>The orders.</p>,
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'My Account' });
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
