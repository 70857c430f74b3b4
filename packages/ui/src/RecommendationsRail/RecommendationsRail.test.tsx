import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductTileModel } from '../ProductTile';
import { renderWithProvider } from '../test/render';
import { RecommendationsRail } from './RecommendationsRail';

const tile = (id: string): ProductTileModel => ({
  id,
  name: `Product ${id}`,
  href: `/product/${id}`,
  images: [{ url: `https://media.example/${id}.jpg`, alt: `Product ${id}` }],
  colours: [],
  price: { type: 'single', sales: 100 },
});

const text = { heading: 'You may also like', previousLabel: 'Previous products', nextLabel: 'Next products' };

describe('RecommendationsRail', () => {
  it('shows a heading and at most maxProducts tiles', () => {
    renderWithProvider(
      <RecommendationsRail
        {...text}
        products={['1', '2', '3', '4', '5'].map(tile)}
        locale="en-US"
        currency="USD"
        maxProducts={4}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You may also like' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('renders nothing without products', () => {
    const { container } = renderWithProvider(
      <RecommendationsRail {...text} products={[]} locale="en-US" currency="USD" />,
    );
    expect(container.querySelector('[data-product-recommendations]')).toBeNull();
  });

  it('reports the product whose link was followed', async () => {
    const onProductClick = vi.fn();
    renderWithProvider(
      <RecommendationsRail
        {...text}
        products={[tile('A1')]}
        locale="en-US"
        currency="USD"
        onProductClick={onProductClick}
      />,
    );
    const link = screen.getAllByRole('link', { name: /Product A1/ })[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onProductClick).toHaveBeenCalledWith('A1');
  });
});
