import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sample } from '@ridgeline/commerce/testing';
import fixture from './fixtures/category-mens-jackets.json';

/** A fake commerce service over a small SCAPI sample (six men's jackets; images served by the sandbox media service). */
const commerce = createFakeCommerceService(sample as unknown as CommerceProduct[]);

const meta = {
  title: 'Blocks/Product Category Carousel',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    services: { commerce },
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/product-category-carousel`: the loader asks `ctx.services.commerce.productsByCategory` (here a fake over a SCAPI sample) and maps products to tile view models.',
      },
    },
  },
  // A page for Loyalty Members: every product of the sample, member-exclusive RM1005 included (a guest's page leaves
  // it out: the Guest story).
  args: { content: fixture, customerGroups: ['Loyalty Members', 'Registered', 'Everyone'] },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectedShare = (width: number) => (width >= 992 ? 0.25 : width >= 768 ? 1 / 3 : 0.8);

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: fixture.header.headerText });
  const region = canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
  await expect(region).toHaveAttribute('aria-label', fixture.header.headerText);
  const slides = region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
  await expect(slides).toHaveLength(6);
  const track = slides[0]!.parentElement!.getBoundingClientRect().width;
  const width = canvasElement.ownerDocument.defaultView?.innerWidth ?? 0;
  await expect(Math.abs(slides[0]!.getBoundingClientRect().width - track * expectedShare(width))).toBeLessThan(2);
  await expect(slides[0]!.textContent).toMatch(/\$\d+\.\d{2}/);
  const next = canvas.getByRole('button', { name: 'Next products' });
  await userEvent.click(next);
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
  );
};

export const Mobile: Story = { globals: viewports.mobile, play };
export const Tablet: Story = { globals: viewports.tablet, play };
export const Laptop: Story = { globals: viewports.laptop, play };
export const Desktop: Story = { globals: viewports.desktop, play };

/** Unprepared content (no loader data): four skeleton tiles. */
export const Loading: Story = {
  render: (args) => <RenderFixture {...args} />,
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-product-skeleton]')).toHaveLength(4);
  },
};

/** A guest's page (Unregistered, Everyone): member-exclusive RM1005 is not among the slides. */
export const Guest: Story = {
  args: { customerGroups: ['Unregistered', 'Everyone'] },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const slides = await waitFor(() => {
      const found = canvasElement.querySelectorAll('[aria-roledescription="slide"]');
      if (found.length === 0) throw new Error('no slides yet');
      return found;
    });
    await expect(slides).toHaveLength(5);
    await expect(canvasElement.textContent).not.toContain('Glacier Crest');
  },
};
