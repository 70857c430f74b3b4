import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CountryModal } from './CountryModal';
import type { CountryOverlay } from '@ridgeline/renderer';

const overlay: CountryOverlay = {
  modalTitle: 'Shopping from Canada?',
  homeCountry: {
    countryCode: 'US',
    name: 'United States',
    translatedName: 'United States',
    ecommerceEnabled: true,
    locales: [{ id: 'en-US', name: 'English', href: '/' }],
  },
  visitingCountry: {
    countryCode: 'CA',
    name: 'Canada',
    translatedName: 'Canada',
    ecommerceEnabled: true,
    locales: [
      { id: 'en-CA', name: 'English', href: '/en-ca/home' },
      { id: 'fr-CA', name: 'français', href: '/fr-ca/home' },
    ],
  },
  viewAllCountriesUrl: 'https://www.ridgeline.dev/international',
};

const clearCountry = () => {
  document.cookie = 'ridgeline-country=; Path=/; Max-Age=0';
};

const meta = {
  title: 'Shell/Overlays/Country selector',
  component: CountryModal,
  args: { overlay, locale: 'en-US', onDone: fn() },
  beforeEach: () => {
    clearCountry();
    return clearCountry;
  },
} satisfies Meta<typeof CountryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** True once neither the element nor any ancestor is part-transparent (the dialog's fade has ended). */
function fadedIn(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (Number(getComputedStyle(node).opacity) < 1) return false;
  return true;
}

export const VisitingFromCanada: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping from Canada?' });
    await expect(within(dialog).getByRole('link', { name: 'Shop Canada (English)' })).toHaveAttribute(
      'href',
      '/en-ca/home',
    );
    await expect(within(dialog).getByRole('link', { name: 'Shop Canada (français)' })).toHaveAttribute(
      'href',
      '/fr-ca/home',
    );
    await expect(within(dialog).getByRole('link', { name: 'View all countries' })).toHaveAttribute(
      'href',
      overlay.viewAllCountriesUrl,
    );
    // axe checks contrast after the play function: wait until the dialog has faded all the way in.
    await waitFor(() => expect(fadedIn(dialog)).toBe(true));
  },
};

export const StayKeepsTheLocaleCountry: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping from Canada?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on the United States site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.cookie).toContain('ridgeline-country=US');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const EscapeAlsoKeepsIt: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Shopping from Canada?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.cookie).toContain('ridgeline-country=US');
    await expect(args.onDone).toHaveBeenCalled();
  },
};
