import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductAccordions } from './ProductAccordions';

const meta = {
  title: 'Commerce/ProductAccordions',
  component: ProductAccordions,
  args: {
    copy: {
      features: ['Waterproof, breathable shell', 'Packs into its own pocket'],
      detailsHtml: '<p>A light shell for wet trails.</p>',
      styleNumber: 'RM1001',
      fit: 'Regular',
      fabric: '100% recycled nylon',
      rating: 4.6,
      reviewCount: 12,
      questions: [{ question: 'Does it run small?', answer: 'No, order your usual size.' }],
    },
  },
} satisfies Meta<typeof ProductAccordions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with every kind of copy: features, details and the adventure tips open. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 4.6 out of 5 from 12 reviews.')).toBeInTheDocument();
  },
};
