import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RenderFixture, fixtureStories, isDesktopWidth, viewports, type PreparedFixture } from '../shared/storybook';
import { ACCOUNT_DRAWER_EVENT } from '../shared/actions';
import offers from './fixtures/marketing-spring-offers.json';
import single from './fixtures/marketing-single-offer.json';

const meta = {
  title: 'Blocks/Marketing Banner',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/marketing-banner`, rendered from a delivery fixture through `<ContentRenderer>`. Rotates every 5000 ms (300 ms fade); pauses on hover, focus and the Pause button; static under prefers-reduced-motion.',
      },
    },
  },
  args: { content: offers },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertBanner: Story['play'] = async ({ canvasElement, loaded }) => {
  const { prepared, failures } = loaded as PreparedFixture;
  await expect(failures).toEqual([]);
  await expect(prepared.__ridgeline.status).toBe('ok');
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/marketing-banner"]')!;
  await expect(root).toHaveAttribute('data-content-id', offers._meta.deliveryId);
  // Desktop messages from 992 px, mobile messages below.
  const desktop = canvasElement.querySelector('[data-rotation="desktop"]')!;
  const mobile = canvasElement.querySelector('[data-rotation="mobile"]')!;
  if (isDesktopWidth(canvasElement)) {
    await expect(desktop).toBeVisible();
    await expect(mobile).not.toBeVisible();
  } else {
    await expect(mobile).toBeVisible();
    await expect(desktop).not.toBeVisible();
  }
  // The strip is one line of text at every width: no overflow.
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  // Pause stops the rotation and turns the live region on.
  const pause = canvas.getByRole('button', { name: 'Pause offer messages' });
  await userEvent.click(pause);
  await expect(canvas.getByRole('button', { name: 'Play offer messages' })).not.toHaveAttribute('aria-pressed');
  await expect(canvasElement.querySelector('[data-marketing-message]')).toHaveAttribute('aria-live', 'polite');
  // A click opens the offers drawer; Escape closes it and focus returns.
  const trigger = canvasElement.querySelector<HTMLElement>('[data-marketing-trigger]')!;
  await userEvent.click(trigger);
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Offers' });
  await expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(offers.childBanners.length);
  await expect(within(dialog).getByRole('link', { name: 'Shop new arrivals' })).toHaveAttribute(
    'href',
    '/c/new-arrivals/',
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  // focus comes back as the focus scope unmounts, a task after the dialog leaves: waited for, not raced
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const Default: Story = { play: assertBanner };
/** The banner at rest, nothing pressed: the still state the visual suite compares (under reduced motion it stays on the first offer). */
export const AtRest: Story = {};
export const Mobile: Story = { globals: viewports.mobile, play: assertBanner };
export const Tablet: Story = { globals: viewports.tablet, play: assertBanner };
export const Laptop: Story = { globals: viewports.laptop, play: assertBanner };
export const Desktop: Story = { globals: viewports.desktop, play: assertBanner };

export const Rotates: Story = {
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const desktop = canvasElement.querySelector<HTMLElement>('[data-rotation="desktop"]')!;
    await expect(desktop).toHaveTextContent(offers.childBanners[0]!.desktopRotatingMessage);
    // Rotating: the live region is off; after 5 s (+ 300 ms fade) the next message shows.
    await expect(canvasElement.querySelector('[data-marketing-message]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(desktop).toHaveTextContent(offers.childBanners[1]!.desktopRotatingMessage), {
      timeout: 7000,
    });
  },
};

export const LegalAndAccountDrawer: Story = {
  globals: viewports.mobile,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-marketing-trigger]')!);
    const dialog = await body.findByRole('dialog', { name: 'Offers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rewards terms' }));
    const legal = await body.findByRole('dialog', { name: 'Rewards terms' });
    await expect(within(legal).getByText(/Double points are credited/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Rewards terms' })).toBeNull());
    let asked = 0;
    const listener = () => void (asked += 1);
    window.addEventListener(ACCOUNT_DRAWER_EVENT, listener);
    try {
      await userEvent.click(
        within(body.getByRole('dialog', { name: 'Offers' })).getByRole('button', { name: 'Sign in or join' }),
      );
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(asked).toBe(1));
    } finally {
      window.removeEventListener(ACCOUNT_DRAWER_EVENT, listener);
    }
  },
};

export const SingleOfferNoLabel: Story = {
  args: { content: single },
  globals: viewports.tablet,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-offers-text]')).toBeNull();
    await expect(canvasElement.querySelector('[data-rotation-toggle]')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', {
        name: `${single.childBanners[0]!.mobileRotatingMessage} (see all offers)`,
      }),
    ).toBeVisible();
  },
};
