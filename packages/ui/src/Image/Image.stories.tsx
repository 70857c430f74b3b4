import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholderImage } from '../stories/placeholderImage';
import { mediaCondition } from '../theme/mq';
import { Image } from './Image';

const meta = {
  title: 'Components/Image',
  component: Image,
  tags: ['autodocs'],
  args: {
    src: placeholderImage(800, 1000),
    srcSet: `${placeholderImage(400, 500)} 400w, ${placeholderImage(800, 1000)} 800w`,
    sizes: '(min-width: 992px) 400px, 100vw',
    alt: 'A hiker on a ridge at dawn',
    width: 800,
    height: 1000,
    objectFit: 'cover',
  },
  argTypes: {
    loading: { control: 'inline-radio', options: [undefined, 'lazy', 'eager'] },
    fetchPriority: { control: 'inline-radio', options: [undefined, 'high', 'low', 'auto'] },
    objectFit: { control: 'inline-radio', options: ['cover', 'contain'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: '400px' }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A hiker on a ridge at dawn' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('sizes', '(min-width: 992px) 400px, 100vw');
    // The frame reserves 4:5 before the image loads: nothing shifts.
    const frame = canvasElement.querySelector('[data-image-frame]')!;
    const { width, height } = frame.getBoundingClientRect();
    await expect(height / width).toBeCloseTo(1.25, 1);
  },
};

/** An LCP image: `fetchPriority="high"` and eager loading. */
export const HighPriority: Story = {
  args: { fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

/** Hero art direction: 4:5 below 1024 px, 16:9 from 1024 px (resize the viewport to see it switch). */
export const ArtDirection: Story = {
  args: {
    src: placeholderImage(800, 1000, 'autumn'),
    srcSet: undefined,
    width: undefined,
    height: undefined,
    aspectRatio: 4 / 5,
    sizes: '100vw',
    alt: 'Autumn collection',
    sources: [
      { media: mediaCondition('heroLg'), srcSet: placeholderImage(1920, 1080, 'winter'), aspectRatio: 16 / 9 },
      { media: mediaCondition('heroMd'), srcSet: placeholderImage(1280, 720, 'winter'), aspectRatio: 16 / 9 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const sources = canvasElement.querySelectorAll('picture > source');
    await expect(sources).toHaveLength(2);
    await expect(sources[0]).toHaveAttribute('media', '(min-width: 1280px)');
    const frame = canvasElement.querySelector('[data-image-frame]')!;
    const { width, height } = frame.getBoundingClientRect();
    const expected = window.matchMedia('(min-width: 1024px)').matches ? 9 / 16 : 5 / 4;
    await expect(height / width).toBeCloseTo(expected, 1);
  },
};

export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
