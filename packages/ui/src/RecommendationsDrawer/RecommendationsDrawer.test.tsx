import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { RecommendationsDrawer } from './RecommendationsDrawer';

const base = {
  open: true,
  onOpenChange: () => {},
  title: 'Sunny today',
  emptyText: 'No recommendations available.',
  viewAll: { href: '/search?q=sun+protection', label: 'View all' },
};

describe('RecommendationsDrawer', () => {
  it('lists the products with links, and the view-all link', async () => {
    renderWithProvider(
      <RecommendationsDrawer {...base} items={[{ id: 'a', name: 'Sun Hat', href: '/p/a', imageUrl: '/a.jpg' }]} />,
    );
    await screen.findByRole('dialog', { name: 'Sunny today' });
    expect(screen.getByRole('link', { name: 'Sun Hat' })).toHaveAttribute('href', '/p/a');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/search?q=sun+protection');
  });

  it('is busy while loading, and says when there are none', async () => {
    const { rerender } = renderWithProvider(<RecommendationsDrawer {...base} items={undefined} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('[data-weather-drawer]')).toHaveAttribute('aria-busy', 'true');
    rerender(<RecommendationsDrawer {...base} items={[]} />);
    expect(screen.getByText('No recommendations available.')).toBeInTheDocument();
  });
});
