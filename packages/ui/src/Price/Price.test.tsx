import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows a single price', () => {
    const { container } = render(<Price price={{ type: 'single', sales: 120 }} />);
    expect(container).toHaveTextContent('$120.00');
    expect(container.firstChild).toHaveAttribute('data-price', 'single');
  });

  it('shows a range with both ends', () => {
    const { container } = render(<Price price={{ type: 'range', minSale: 40, maxSale: 65.5 }} />);
    expect(container).toHaveTextContent('$40.00 – $65.50');
  });

  it('strikes the list price of a sale and announces "Sale price $x, was $y"', () => {
    const { container } = render(<Price price={{ type: 'single', sales: 89.9, list: 120 }} variant="product-info" />);
    expect(screen.getByText('Sale price $89.90, was $120.00')).toBeInTheDocument();
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('$120.00');
    expect(struck).toHaveAttribute('aria-hidden', 'true');
    // product-info shows the truncated discount: 25.08 % -> 25 %
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('the tile variant omits the discount unless asked', () => {
    const { rerender } = render(<Price price={{ type: 'single', sales: 60.01, list: 100 }} variant="tile" />);
    expect(screen.queryByText(/% off/)).toBeNull();
    rerender(<Price price={{ type: 'single', sales: 60.01, list: 100 }} variant="tile" showDiscount />);
    expect(screen.getByText('39% off')).toBeInTheDocument();
  });

  it('announces a sale range', () => {
    render(<Price price={{ type: 'range', minSale: 30, maxSale: 45, minList: 40, maxList: 60 }} />);
    expect(screen.getByText('Sale price $30.00 – $45.00, was $40.00 – $60.00')).toBeInTheDocument();
  });

  it('shows one list price when a sale range has a single list price', () => {
    render(<Price price={{ type: 'range', minSale: 80, maxSale: 100, minList: 120, maxList: 120 }} />);
    expect(screen.getByText('Sale price $80.00 – $100.00, was $120.00')).toBeInTheDocument();
    expect(screen.queryByText(/\$120\.00 – \$120\.00/)).not.toBeInTheDocument();
  });

  it("shows 'Price Not Found' without a price", () => {
    render(<Price price={null} />);
    expect(screen.getByText('Price Not Found')).toBeInTheDocument();
  });

  it('shows a skeleton in an aria-busy region until data', () => {
    const { container } = render(<Price loading price={{ type: 'single', sales: 10 }} />);
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-skeleton]')).not.toBeNull();
    expect(container).not.toHaveTextContent('$10.00');
  });

  it('formats with the locale and currency props', () => {
    const { container } = render(<Price price={{ type: 'single', sales: 1234.5 }} locale="de-DE" currency="EUR" />);
    expect(container).toHaveTextContent(/1\.234,50\s€/);
  });

  it('marks its variant', () => {
    const { container } = render(<Price price={{ type: 'single', sales: 1 }} variant="tier-grid" />);
    expect(container.firstChild).toHaveAttribute('data-price-variant', 'tier-grid');
  });
});
