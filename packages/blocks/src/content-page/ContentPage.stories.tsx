import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import page from './fixtures/page-trail-guide.json';

const meta = {
  title: 'Pages/Content Page',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/content-page`: its `blocks` rendered in order through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: page },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertPage: Story['play'] = async ({ canvasElement }) => {
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/content-page"]')!;
  await expect(root).toHaveAttribute('data-content-id', page._meta.deliveryId);
  await expect(root).toHaveAttribute('data-has-collection-logo', 'true');
  await expect(root.children).toHaveLength(page.blocks.length);
  await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
};

export const Default: Story = { play: assertPage };
export const Mobile: Story = { globals: viewports.mobile, play: assertPage };
export const Tablet: Story = { globals: viewports.tablet, play: assertPage };
export const Laptop: Story = { globals: viewports.laptop, play: assertPage };
export const Desktop: Story = { globals: viewports.desktop, play: assertPage };
