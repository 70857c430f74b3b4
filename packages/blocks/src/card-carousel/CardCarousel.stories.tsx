import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RenderFixture, expectImageFitsSlot, fixtureStories, isDesktopWidth, viewports } from '../shared/storybook';
import trail from './fixtures/cards-shop-the-trail.json';
import viznav from './fixtures/cards-viznav-categories.json';
import compact from './fixtures/cards-compact-winter.json';

const meta = {
  title: 'Blocks/Card Carousel',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/card-carousel` with inlined `card` items, rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: trail },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewportWidth = (el: HTMLElement) => el.ownerDocument.defaultView?.innerWidth ?? 0;

/** Expected slide share of the track at this width (default widths 80% / 50% / 33.333%). */
const expectedShare = (width: number, compactWidths: boolean) =>
  width >= 992 ? (compactWidths ? 0.25 : 1 / 3) : width >= 768 ? (compactWidths ? 1 / 3 : 0.5) : 0.8;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const assertCarousel =
  (fixture: typeof trail | typeof compact, compactWidths: boolean) =>
  async ({ canvasElement }: Pick<PlayContext, 'canvasElement'>) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/card-carousel"]');
    await expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    const region = canvas.getByRole('region', { name: fixture.header.headerText });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    await expect(slides).toHaveLength(fixture.cardComponentType.length);
    await expect(slides[0]).toHaveAccessibleName(`1 of ${fixture.cardComponentType.length}`);
    // Slide width (its gap is inner padding) is the required share of the track.
    const track = slides[0]!.parentElement!.getBoundingClientRect().width;
    await expect(
      Math.abs(
        slides[0]!.getBoundingClientRect().width - track * expectedShare(viewportWidth(canvasElement), compactWidths),
      ),
    ).toBeLessThan(2);
    // The first card's image: sizes names its slide's width, the file fetched fits it.
    await expectImageFitsSlot(slides[0]!.querySelector('img')!);
    // Next moves the carousel: the first dot stops being current.
    const next = canvas.getByRole('button', { name: 'Next cards' });
    await userEvent.click(next);
    // (which dot then is current depends on how many cards the width shows: at the end position the last one is)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current'),
    );
    await expect(
      canvas.getAllByRole('button', { name: /^Go to slide/ }).filter((dot) => dot.getAttribute('aria-current')),
    ).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      fixture.cardComponentType[0]!.headlineText,
    );
  };

const assertTrail = assertCarousel(trail, false);

export const Default: Story = { play: assertTrail };
export const Mobile: Story = { globals: viewports.mobile, play: assertTrail };
export const Tablet: Story = { globals: viewports.tablet, play: assertTrail };
export const Laptop: Story = { globals: viewports.laptop, play: assertTrail };
export const Desktop: Story = {
  globals: viewports.desktop,
  play: async (context) => {
    await assertTrail(context);
    const link = within(context.canvasElement).getByRole('link', { name: 'Shop all gear' });
    await expect(link).toHaveAttribute('href', '/c/all-gear/');
  },
};

const assertCompact = assertCarousel(compact, true);
export const CompactMobile: Story = { args: { content: compact }, globals: viewports.mobile, play: assertCompact };
export const CompactTablet: Story = { args: { content: compact }, globals: viewports.tablet, play: assertCompact };
export const CompactDesktop: Story = { args: { content: compact }, globals: viewports.desktop, play: assertCompact };

const assertViznav: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = canvasElement.querySelector<HTMLElement>('[data-card-layout="grid"]')!;
  const carousel = canvasElement.querySelector<HTMLElement>('[data-card-layout="carousel"]')!;
  await expect(canvas.getByRole('heading', { level: 2, name: 'Find your category' })).toBeVisible();
  if (isDesktopWidth(canvasElement)) {
    await expect(grid).toBeVisible();
    await expect(carousel).not.toBeVisible();
    const items = within(grid).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Four columns in one row.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  } else {
    await expect(grid).not.toBeVisible();
    await expect(within(carousel).getByRole('region', { name: 'Find your category' })).toBeVisible();
  }
};

export const GridViznavMobile: Story = { args: { content: viznav }, globals: viewports.mobile, play: assertViznav };
export const GridViznavTablet: Story = { args: { content: viznav }, globals: viewports.tablet, play: assertViznav };
export const GridViznavLaptop: Story = { args: { content: viznav }, globals: viewports.laptop, play: assertViznav };
export const GridViznavDesktop: Story = { args: { content: viznav }, globals: viewports.desktop, play: assertViznav };
