import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderFixture, expectImageFitsSlot, fixtureStories, viewports } from '../shared/storybook';
import tiles from './fixtures/tiles-shop-by-category.json';
import places from './fixtures/tiles-explore-places.json';

const meta = {
  title: 'Blocks/Navigation Tile Grid',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/navigation-tile-grid`, rendered from a delivery fixture through `<ContentRenderer>`.',
      },
    },
  },
  args: { content: tiles },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns: 2 below 768 px, 3 from 768 px, 4 from 992 px. */
const expectedColumns = (width: number) => (width >= 992 ? 4 : width >= 768 ? 3 : 2);

const assertGrid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/navigation-tile-grid"]');
  await expect(root).toHaveAttribute('data-content-id', tiles._meta.deliveryId);
  const items = canvas.getAllByRole('listitem');
  await expect(items).toHaveLength(tiles.childTiles.length);
  const firstRowTop = Math.round(items[0]!.getBoundingClientRect().top);
  const perRow = items.filter((item) => Math.round(item.getBoundingClientRect().top) === firstRowTop).length;
  await expect(perRow).toBe(expectedColumns(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0));
  await expect(canvas.getByRole('link', { name: 'Footwear' })).toHaveAttribute('href', '/c/footwear/');
  await expect(canvas.getByRole('button', { name: 'Your account' })).toBeVisible();
  // Square image frames reserve their space before the images load.
  const frame = items[0]!.querySelector('img')!.parentElement!.getBoundingClientRect();
  await expect(Math.abs(frame.width - frame.height)).toBeLessThan(2);
  await expectImageFitsSlot(items[0]!.querySelector('img')!);
};

export const Default: Story = { play: assertGrid };
export const Mobile: Story = { globals: viewports.mobile, play: assertGrid };
export const Tablet: Story = { globals: viewports.tablet, play: assertGrid };
export const Laptop: Story = { globals: viewports.laptop, play: assertGrid };
export const Desktop: Story = { globals: viewports.desktop, play: assertGrid };

export const ThreeTiles: Story = {
  args: { content: places },
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/c/lake-trips/',
      '/c/river-trips/',
      '/c/ridge-walks/',
    ]);
  },
};
