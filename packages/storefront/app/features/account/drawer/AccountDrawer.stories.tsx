import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDrawer, AccountDrawerView } from './AccountDrawer';

const meta = {
  title: 'Account/Account drawer',
  component: AccountDrawer,
  args: { open: true, onOpenChange: fn(), localeId: 'en-US' },
  // the greeting's first name (and a member's loyalty tracker) come from the private JSON endpoint (no cookie names the
  // shopper): answered here
  beforeEach: () => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/__ridgeline/shopper')
        ? Response.json({ signedIn: true, firstName: 'Ada' })
        : realFetch(input, init);
    return () => {
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof AccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: the greeting by first name, the five account pages in order, and Log out (a POST). */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Hi, Ada' });
    const links = within(within(drawer).getByRole('navigation', { name: 'Account' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Account', '/account'],
      ['Order History', '/account/orders'],
      ['Wishlist', '/account/wishlist'],
      ['Addresses', '/account/addresses'],
      ['Membership', '/account/membership'],
    ]);
    const logOut = within(drawer).getByRole('button', { name: 'Log out' });
    await expect(logOut.closest('form')).toHaveAttribute('action', '/logout');
    // the drawer slides in: wait until it has, then Escape closes it
    await waitFor(() => expect(logOut).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** In another locale the links keep its prefix (the view with its default words: the server formats the locale's). */
export const FrenchCanada: Story = {
  args: { localeId: 'fr-CA' },
  render: (args) => <AccountDrawerView {...args} />,
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Hi, Ada' });
    await expect(within(drawer).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/fr-ca/account/orders',
    );
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible());
  },
};

/** The route's tracker for a member, already in the page's words (the server formats them). */
const MEMBER_LOYALTY = {
  kind: 'member',
  points: 120,
  threshold: 500,
  title: 'Member rewards',
  progress: '120 of 500 points to your next reward',
  progressLabel: 'Rewards progress: 24%',
  minimum: 'Rewards start at $5.00',
  expires: 'Tier valid until December 31, 2099',
  expiresSoon: false,
};

/**
 * A signed-in member: the loyalty tracker (tier, points toward the next reward, the smallest reward, the tier's
 * validity) under the greeting, above the account pages; asked with the greeting in one request.
 */
export const WithLoyaltyTracker: Story = {
  beforeEach: () => {
    document.cookie = 'ridgeline-signed-in=1; path=/';
    const realFetch = window.fetch;
    window.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).startsWith('/__ridgeline/shopper?fields=loyalty')
        ? Response.json({ signedIn: true, firstName: 'Ada', loyalty: MEMBER_LOYALTY })
        : realFetch(input, init);
    return () => {
      window.fetch = realFetch;
      document.cookie = 'ridgeline-signed-in=; Max-Age=0; path=/';
    };
  },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Hi, Ada' });
    const tracker = await within(drawer).findByRole('region', { name: 'Member rewards' });
    await expect(within(tracker).getByRole('progressbar', { name: 'Rewards progress: 24%' })).toHaveAttribute(
      'value',
      '120',
    );
    await expect(within(tracker).getByText('120 of 500 points to your next reward')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible());
  },
};
