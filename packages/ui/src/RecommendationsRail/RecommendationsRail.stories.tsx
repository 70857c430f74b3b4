import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductTileModel } from '../ProductTile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecommendationsRail } from './RecommendationsRail';

const art = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="496" height="521"><rect width="100%" height="100%" fill="#f3f4f6"/><rect x="146" y="90" width="204" height="370" fill="${fill}"/><text x="248" y="500" font-size="22" text-anchor="middle">${label}</text></svg>`)}`;

const tile = (id: string, name: string, sales: number, fill: string): ProductTileModel => ({
  id,
  name,
  href: `/fr-ca/product/${id}`,
  images: [{ url: art(fill, name), alt: name }],
  colours: [],
  price: { type: 'single', sales },
});

const PRODUCTS = [
  tile('RM1002', 'Ridge Fleece', 119.5, '#1E3A8A'),
  tile('RF4003', 'Trail Boot', 229, '#7C5A3C'),
  tile('RM1003', 'Glacier Crest Parka', 449.99, '#B91C1C'),
  tile('RW2001', 'Canyon Hiking Pant', 98, '#4D5B2E'),
  tile('RU3001', 'Summit Pack 30L', 175, '#1F2937'),
];

const meta = {
  title: 'Commerce/RecommendationsRail',
  component: RecommendationsRail,
  args: {
    heading: 'Vous aimerez peut-être aussi',
    products: PRODUCTS,
    locale: 'fr-CA',
    currency: 'CAD',
    previousLabel: 'Produits précédents',
    nextLabel: 'Produits suivants',
    onProductClick: fn(),
  },
} satisfies Meta<typeof RecommendationsRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five products, fr-CA: a heading, tiles priced in CAD with French formatting, arrows (more than 3 products). */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Vous aimerez peut-être aussi' });
    await expect(canvasElement.querySelector('[data-product-recommendations="shown"]')).toContainElement(section);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vous aimerez peut-être aussi' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(section).toHaveTextContent(/119,50\s\$/);
    await expect(canvas.getByRole('button', { name: 'Produits suivants' })).toBeVisible();
    const link = canvas.getAllByRole('link', { name: /Ridge Fleece/ })[0]!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onProductClick).toHaveBeenCalledWith('RM1002');
  },
};

/** Three products or fewer: no arrows. */
export const Few: Story = {
  args: { products: PRODUCTS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Produits suivants' })).toBeNull();
  },
};

/** Nothing recommended: nothing rendered (the product page shows no empty section). */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-product-recommendations]')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
