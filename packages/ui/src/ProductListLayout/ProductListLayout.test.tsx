import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductTile } from '../ProductTile';
import { SortSelect } from '../SortSelect';
import { renderWithProvider } from '../test/render';
import { categoryView, emptySearchView, englishListText } from './fixtures';
import { ProductListLayout, type ProductListLayoutProps } from './ProductListLayout';

const props: ProductListLayoutProps = {
  view: categoryView,
  text: englishListText,
  homeHref: '/',
  renderTile: (product, imageLoading, headingLevel) => (
    <ProductTile product={product} imageLoading={imageLoading} headingLevel={headingLevel} />
  ),
  renderSelect: (select) => <SortSelect {...select} />,
};

describe('ProductListLayout', () => {
  it('shows the heading, count, filters, selects, grid and pagination of a list with results', () => {
    const { container } = renderWithProvider(<ProductListLayout {...props} collapsedFacets={['c_size']} />);
    expect(screen.getByRole('heading', { level: 1, name: "Men's Jackets" })).toBeInTheDocument();
    expect(container.querySelector('[data-result-count="2"]')).toHaveTextContent('2 results');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(container.querySelector('#filters')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/c/mens/?page=2');
  });

  it('starts at h2 under a landing page that has the h1, and offers the drawer with a no-script link', () => {
    const { container } = renderWithProvider(
      <ProductListLayout
        {...props}
        headingLevel={2}
        filterDrawer={<button>Filters (2)</button>}
        filtersLinkText="Filters (2)"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: "Men's Jackets" })).toBeInTheDocument();
    expect(container.querySelector('[data-filters-button] a[href="#filters"]')).toHaveTextContent('Filters (2)');
  });

  it('says why a list is empty: filters to clear, a search to retry with its correction, no phrase, an empty category', () => {
    const empty = { ...categoryView, total: 0, tiles: [], pageCount: 1 };
    const { container, rerender } = renderWithProvider(<ProductListLayout {...props} view={empty} />);
    expect(container.querySelector('[data-list-empty="filters"]')).toHaveTextContent(
      'No products match these filters.',
    );
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/c/mens/');

    rerender(<ProductListLayout {...props} view={emptySearchView} />);
    expect(container.querySelector('[data-did-you-mean]')).toHaveTextContent('Did you mean jacket?');
    expect(screen.getByRole('link', { name: 'jacket' })).toHaveAttribute('href', '/search?q=jacket');
    expect(screen.getByRole('search', { name: 'Search again' })).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('jakcet');

    rerender(<ProductListLayout {...props} view={{ ...emptySearchView, q: '' }} />);
    expect(container.querySelector('[data-list-empty="no-phrase"]')).not.toBeNull();
    expect(container.querySelector('[data-result-count]')).toBeNull();

    rerender(<ProductListLayout {...props} view={{ ...empty, refined: false }} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
