import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sample } from '@ridgeline/commerce/testing';
import topRated from './fixtures/recs-home-top-rated.json';
import similar from './fixtures/recs-similar-items.json';
import both from './fixtures/recs-both-anchors.json';

const commerce = createFakeCommerceService(sample as unknown as CommerceProduct[]);

const meta = {
  title: 'Blocks/Product Recommendations Carousel',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    services: { commerce },
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/product-recommendations-carousel`: Einstein recommendations through `ctx.services.commerce.recommendations` (a fake here).',
      },
    },
  },
  // A page for Loyalty Members: every recommended product, member-exclusive RM1005 included (a guest's page leaves it
  // out: the Guest story).
  args: { content: topRated, customerGroups: ['Loyalty Members', 'Registered', 'Everyone'] },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: topRated.sectionHeader })).toBeVisible();
  const region = canvas.getByRole('region', { name: topRated.sectionHeader });
  await expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
  await expect(canvas.getByRole('button', { name: 'Next products' })).toBeVisible();
};

export const Mobile: Story = { globals: viewports.mobile, play };
export const Tablet: Story = { globals: viewports.tablet, play };
export const Laptop: Story = { globals: viewports.laptop, play };
export const Desktop: Story = { globals: viewports.desktop, play };

/** Three products: no arrows. */
export const ThreeProducts: Story = {
  args: { content: similar },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: similar.sectionHeader });
    await expect(canvas.queryByRole('button', { name: 'Next products' })).toBeNull();
  },
};

/** Both anchor products and categories: nothing rendered (the loader logs why). */
export const BothAnchors: Story = {
  args: { content: both },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-schema]')).toBeNull();
  },
};

/** A guest's page (Unregistered, Everyone): member-exclusive RM1005 is not recommended to them. */
export const Guest: Story = {
  args: { customerGroups: ['Unregistered', 'Everyone'] },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => within(canvasElement).getByRole('region', { name: topRated.sectionHeader }));
    await expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    await expect(canvasElement.textContent).not.toContain('Glacier Crest');
  },
};
