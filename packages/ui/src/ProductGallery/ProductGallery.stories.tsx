import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { ProductGallery, type GalleryImage } from './ProductGallery';

const art = (hex: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1050"><rect width="1000" height="1050" fill="#f3f3f0"/><rect x="250" y="200" width="500" height="650" rx="60" fill="${hex}"/><text x="500" y="980" font-size="60" text-anchor="middle" fill="#111827">${label}</text></svg>`,
  )}`;

const images: GalleryImage[] = [
  {
    src: art('#1f2a44', 'Front'),
    alt: "Men's Stormbreak II Rain Jacket, Collegiate Navy",
    thumbnail: { src: art('#1f2a44', 'Front') },
  },
  {
    src: art('#2a3d4f', 'Back'),
    alt: "Men's Stormbreak II Rain Jacket, Collegiate Navy, back view",
    thumbnail: { src: art('#2a3d4f', 'Back') },
  },
  {
    src: art('#45484d', 'Detail'),
    alt: "Men's Stormbreak II Rain Jacket, Collegiate Navy, detail",
    thumbnail: { src: art('#45484d', 'Detail') },
  },
];

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { images },
  decorators: [(Story) => <div style={{ maxWidth: '560px' }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const thumbnailScrolls: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const gallery = canvas.getByRole('region', { name: 'Product images' });
  const third = canvas.getByRole('link', { name: 'Show image 3 of 3' });
  await userEvent.click(third);
  await expect(third).toHaveAttribute('aria-current', 'true');
  const strip = gallery.querySelector('ul') as HTMLUListElement;
  await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
  // The page itself did not jump to the anchor.
  await expect(window.location.hash).toBe('');
};

export const Thumbnails: Story = { play: thumbnailScrolls };

export const OneImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('img', { name: images[0]!.alt })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  },
};

export const Mobile: Story = { globals: viewports.mobile, play: thumbnailScrolls };
export const Desktop: Story = { globals: viewports.desktop, play: thumbnailScrolls };
