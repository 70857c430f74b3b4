import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maxQuickFilters, QuickFilters } from './QuickFilters';

const filters = ['Jackets & Vests', 'Fleece', 'Shirts', 'Pants', 'Footwear', 'Sale', 'Gift Guide'].map(
  (label, index) => ({
    id: `f${index}`,
    label,
    href: `/c/f${index}/`,
  }),
);

describe('QuickFilters', () => {
  it('links at most five filters, in order', () => {
    expect(maxQuickFilters).toBe(5);
    render(<QuickFilters filters={filters} />);
    const nav = screen.getByRole('navigation', { name: 'Quick filters' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Jackets & Vests', 'Fleece', 'Shirts', 'Pants', 'Footwear']);
    expect(links[0]).toHaveAttribute('href', '/c/f0/');
  });

  it('marks the selected filter', () => {
    render(<QuickFilters filters={[filters[0]!, { ...filters[1]!, selected: true }]} label="Shop by category" />);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(nav).getByRole('link', { name: 'Fleece' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Jackets & Vests' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without filters', () => {
    const { container } = render(<QuickFilters filters={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
