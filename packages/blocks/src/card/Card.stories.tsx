import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import card from './fixtures/card-storm-shells.json';
import noBody from './fixtures/card-summit-kit.json';

const meta = {
  title: 'Blocks/Card',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/card` (shown by the Card Carousel), rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: card },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertCard: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/card"]');
  await expect(root).toHaveAttribute('data-content-id', card._meta.deliveryId);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Storm shells' })).toBeVisible();
  await expect(canvas.getByText(card.bodyText)).toBeVisible();
  const img = canvasElement.querySelector('img')!;
  await expect(img).toHaveAttribute('alt', '');
  await expect(img.getAttribute('srcset')).toContain('aspect=1:1');
  // The image frame reserves a square before the image loads.
  const frame = img.parentElement!.getBoundingClientRect();
  await expect(Math.abs(frame.width - frame.height)).toBeLessThan(2);
};

export const Default: Story = { play: assertCard };
export const Mobile: Story = { globals: viewports.mobile, play: assertCard };
export const Tablet: Story = { globals: viewports.tablet, play: assertCard };
export const Laptop: Story = { globals: viewports.laptop, play: assertCard };
export const Desktop: Story = { globals: viewports.desktop, play: assertCard };

export const WithoutBody: Story = {
  args: { content: noBody },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Summit kit' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('article p')).toHaveLength(0);
  },
};
