import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupPriceTiers, type PricedColour } from './groupPriceTiers';
import { PriceTierList } from './PriceTierList';

const colours: PricedColour[] = [
  { id: '010', name: 'Black', price: { type: 'single', sales: 120 } },
  { id: '464', name: 'Navy', price: { type: 'single', sales: 120 } },
  { id: '820', name: 'Red Spark', price: { type: 'single', sales: 89.9, list: 120 } },
  { id: '370', name: 'Moss', price: { type: 'single', sales: 99 } },
  { id: '160', name: 'Sand', price: { type: 'single', sales: 110 } },
  { id: '999', name: 'Unknown', price: null },
];

describe('groupPriceTiers', () => {
  it('groups equal prices, cheapest tier first, unpriced last', () => {
    const tiers = groupPriceTiers(colours);
    expect(tiers.map((tier) => tier.colours.map((c) => c.name))).toEqual([
      ['Red Spark'],
      ['Moss'],
      ['Sand'],
      ['Black', 'Navy'],
      ['Unknown'],
    ]);
  });

  it('tells a sale apart from the same current price without a list price', () => {
    const tiers = groupPriceTiers([
      { id: 'a', name: 'A', price: { type: 'single', sales: 50, list: 60 } },
      { id: 'b', name: 'B', price: { type: 'single', sales: 50 } },
      { id: 'c', name: 'C', price: { type: 'single', sales: 50.001 } },
    ]);
    expect(tiers).toHaveLength(2);
  });
});

describe('PriceTierList', () => {
  it('caps the tiers and toggles More/Less as a disclosure', async () => {
    render(<PriceTierList colours={colours} cap={3} />);
    const list = screen.getByRole('list', { name: 'Prices by colour' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);

    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const less = screen.getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByText('Black, Navy')).toBeInTheDocument();
    expect(within(list).getByText('Price Not Found')).toBeInTheDocument();

    await userEvent.click(less);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('no toggle when everything fits', () => {
    render(<PriceTierList colours={colours.slice(0, 2)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows each tier with its price', () => {
    render(<PriceTierList colours={colours} cap={1} />);
    expect(screen.getByText('Sale price $89.90, was $120.00')).toBeInTheDocument();
    expect(screen.getByText('Red Spark')).toBeInTheDocument();
  });
});
