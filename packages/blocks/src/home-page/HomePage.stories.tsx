import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import home from './fixtures/home.json';

const meta = {
  title: 'Pages/Home Page',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/home-page`: its `blocks` rendered in order through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: home },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/home-page"]')!;
  await expect(root).toHaveAttribute('data-floating-header', 'true');
  const order = [...root.children].map((child) => child.getAttribute('data-content-id'));
  await expect(order).toEqual(home.blocks.map((block) => block._meta.deliveryId));
  const h1s = canvas.getAllByRole('heading', { level: 1 });
  await expect(h1s).toHaveLength(1);
  await expect(h1s[0]).toHaveTextContent('Chase first light');
  // Only the first hero's image is eager.
  const eager = canvasElement.querySelectorAll('picture img[loading="eager"]');
  await expect(eager.length).toBeGreaterThanOrEqual(1);
};

export const Default: Story = { play: assertPage };
export const Mobile: Story = { globals: viewports.mobile, play: assertPage };
export const Tablet: Story = { globals: viewports.tablet, play: assertPage };
export const Laptop: Story = { globals: viewports.laptop, play: assertPage };
export const Desktop: Story = { globals: viewports.desktop, play: assertPage };
