import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coldfront, glacierCrest, ridgeway, stormbreak } from '../ProductTile/fixtures';
import { ProductGrid } from './ProductGrid';

const products = [stormbreak, ridgeway, glacierCrest, coldfront, { ...stormbreak, id: 'RM1001-b', name: 'Fifth tile' }];

describe('ProductGrid', () => {
  it('is a named list with one item per product, each a tile linking to its product', () => {
    render(<ProductGrid products={products} label="Products" />);
    const list = screen.getByRole('list', { name: 'Products' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: stormbreak.name })).toHaveAttribute('href', '/product/RM1001');
    expect(within(items[0]!).getByRole('heading', { level: 3, name: stormbreak.name })).toBeInTheDocument();
  });

  it('loads the first row of images eagerly and the rest lazily', () => {
    const { container } = render(<ProductGrid products={products} label="Products" />);
    const loading = [...container.querySelectorAll('[data-image-frame] img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('renders tiles through renderTile when given', () => {
    render(
      <ProductGrid
        products={[stormbreak, ridgeway]}
        label="Results"
        renderTile={(product, index) => <p>{`${index}:${product.id}`}</p>}
      />,
    );
    expect(screen.getByText('0:RM1001')).toBeInTheDocument();
    expect(screen.getByText('1:RM1002')).toBeInTheDocument();
  });

  it('renders nothing without products', () => {
    const { container } = render(<ProductGrid products={[]} label="Products" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the tile titles the heading level asked for', () => {
    render(<ProductGrid products={[stormbreak]} label="Products" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: stormbreak.name })).toBeInTheDocument();
  });
});
