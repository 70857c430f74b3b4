import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  RenderFixture,
  expectImageFitsSlot,
  fixtureStories,
  isDesktopWidth,
  viewports,
  type PreparedFixture,
} from '../shared/storybook';
import homeHero from './fixtures/hero-home-first-light.json';
import narrowHero from './fixtures/hero-trail-river-valley.json';

const meta = {
  title: 'Blocks/Hero Banner',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/hero-banner`, rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: homeHero },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertHero: Story['play'] = async ({ canvasElement, loaded }) => {
  const canvas = within(canvasElement);
  // Rendered from the real pipeline: prepared against /schemas without a failure.
  const { prepared, failures } = loaded as PreparedFixture;
  await expect(failures).toEqual([]);
  await expect(prepared.__ridgeline.status).toBe('ok');
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/hero-banner"]');
  await expect(root).toHaveAttribute('data-content-id', homeHero._meta.deliveryId);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Chase first light' })).toBeVisible();
  const img = canvasElement.querySelector('picture img')!;
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  // Images come from the sandbox's media service on this page's own origin.
  await expect(img.getAttribute('src')).toMatch(new RegExp(`^${window.location.origin}/i/ridgeline/`));
  // Art direction: 16:9 from 1024 px (one source), 4:5 below; width descriptors, the file fits the width drawn.
  await expect(canvasElement.querySelectorAll('picture source')).toHaveLength(1);
  await expectImageFitsSlot(img as HTMLImageElement);
  await expect(new URL((img as HTMLImageElement).currentSrc).searchParams.get('aspect')).toBe(
    window.innerWidth >= 1024 ? '16:9' : '4:5',
  );
  // Desktop buttons from 992 px, the mobile button below.
  const desktop = canvasElement.querySelector('[data-hero-buttons="desktop"]')!;
  const mobile = canvasElement.querySelector('[data-hero-buttons="mobile"]')!;
  if (isDesktopWidth(canvasElement)) {
    await expect(desktop).toBeVisible();
    await expect(mobile).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the trail guide' })).toHaveAttribute('href', '/t/trail-guide');
  } else {
    await expect(mobile).toBeVisible();
    await expect(desktop).not.toBeVisible();
  }
};

export const Default: Story = { play: assertHero };
export const Mobile: Story = { globals: viewports.mobile, play: assertHero };
export const Tablet: Story = { globals: viewports.tablet, play: assertHero };
export const Laptop: Story = { globals: viewports.laptop, play: assertHero };
export const Desktop: Story = { globals: viewports.desktop, play: assertHero };

export const NarrowWithSecondaryGraphic: Story = {
  args: { content: narrowHero },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-hero-content]')).toHaveAttribute('data-content-width', 'narrow');
    await expect(canvasElement.querySelector('[data-secondary-graphic]')).toHaveAttribute(
      'alt',
      narrowHero.secondaryGraphic.altText,
    );
    const pdf = within(canvasElement).getByRole('link', { name: 'Download the map (PDF)' });
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf.getAttribute('rel')).toContain('noopener');
  },
};

export const LegalDrawerOpen: Story = {
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Offer details' });
    // WCAG 2.2 target size: the link-styled trigger is at least 24 px tall.
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Offer details' });
    await expect(within(dialog).getByText(/Free standard shipping/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // focus comes back as the focus scope unmounts, a task after the dialog leaves: waited for, not raced
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
