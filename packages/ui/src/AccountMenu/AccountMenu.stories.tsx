import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Commerce/AccountMenu',
  component: AccountMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    links: [
      { href: '/account', label: 'My Account' },
      { href: '/account/orders', label: 'Order History' },
      { href: '/account/wishlist', label: 'Wishlist' },
      { href: '/account/addresses', label: 'Addresses' },
      { href: '/account/membership', label: 'Membership' },
    ],
    logoutAction: '/logout',
    logoutRedirectUrl: '/',
    text: { title: 'Hi, Ada', nav: 'Account', logOut: 'Log out', close: 'Close' },
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: the greeting by first name, the five account pages in order, and Log out (a POST). */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Hi, Ada' });
    const logOut = within(drawer).getByRole('button', { name: 'Log out' });
    await expect(logOut.closest('form')).toHaveAttribute('action', '/logout');
    // the drawer slides in: wait until it has, then Escape closes it
    await waitFor(() => expect(logOut).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
