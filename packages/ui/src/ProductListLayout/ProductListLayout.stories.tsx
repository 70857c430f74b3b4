import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductTile } from '../ProductTile';
import { SortSelect } from '../SortSelect';
import { categoryView, emptySearchView, englishListText } from './fixtures';
import { ProductListLayout } from './ProductListLayout';

const meta = {
  title: 'Commerce/ProductListLayout',
  component: ProductListLayout,
  args: {
    view: categoryView,
    text: englishListText,
    homeHref: '/',
    collapsedFacets: ['c_size', 'price'],
    renderTile: (product, imageLoading, headingLevel) => (
      <ProductTile product={product} imageLoading={imageLoading} headingLevel={headingLevel} />
    ),
    renderSelect: (select) => <SortSelect {...select} />,
  },
} satisfies Meta<typeof ProductListLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category with results: filters beside the grid, sorting, page size and pagination. */
export const Category: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "Men's Jackets" })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** A search that found nothing: the correction and the search form. */
export const NothingFound: Story = {
  args: { view: emptySearchView },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'jacket' })).toHaveAttribute(
      'href',
      '/search?q=jacket',
    );
  },
};
