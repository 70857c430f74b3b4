import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from '@ridgeline/ui';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import inlineBanner from './fixtures/messaging-free-shipping.json';
import stackedBanner from './fixtures/messaging-spring-trail-days.json';

const meta = {
  title: 'Blocks/Messaging Banner',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/messaging-banner`, rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: inlineBanner },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgbToHex(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

const assertBanner: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector<HTMLElement>(
    '[data-schema="https://schema.ridgeline.dev/messaging-banner"]',
  )!;
  await expect(root).toHaveAttribute('data-content-id', inlineBanner._meta.deliveryId);
  await expect(canvas.getByRole('link', { name: 'Free shipping on orders over $75' })).toHaveAttribute(
    'href',
    '/t/shipping',
  );
  await expect(canvas.getByRole('link', { name: 'Shop now' })).toBeVisible();
  const style = getComputedStyle(root);
  await expect(contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
};

export const Inline: Story = { play: assertBanner };
export const Mobile: Story = { globals: viewports.mobile, play: assertBanner };
export const Tablet: Story = { globals: viewports.tablet, play: assertBanner };
export const Laptop: Story = { globals: viewports.laptop, play: assertBanner };
export const Desktop: Story = { globals: viewports.desktop, play: assertBanner };

export const StackedSeasonal: Story = {
  args: { content: { ...stackedBanner, layout: { isStacked: true } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/messaging-banner"]');
    await expect(root).toHaveAttribute('data-layout', 'stacked');
    await expect(root).toHaveAttribute('data-background', 'spring');
    const links = within(within(canvasElement).getByRole('list', { name: 'Actions' })).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]!.querySelector('[data-icon="arrow-forward"]')).not.toBeNull();
  },
};
