import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockMessage } from './StockMessage';
import { lowStockThreshold, stockState } from './stockState';

describe('stockState', () => {
  it("is 'Out of stock' when not orderable or nothing is left", () => {
    expect(stockState({ orderable: false, stockLevel: 40 })).toEqual({
      status: 'out-of-stock',
      message: 'Out of stock',
    });
    expect(stockState({ orderable: true, stockLevel: 0 })).toEqual({ status: 'out-of-stock', message: 'Out of stock' });
    expect(stockState({ orderable: false })).toEqual({ status: 'out-of-stock', message: 'Out of stock' });
  });

  it('low stock at or below the threshold of 5', () => {
    expect(lowStockThreshold).toBe(5);
    expect(stockState({ orderable: true, stockLevel: 5 })).toEqual({ status: 'low-stock', message: 'Only 5 left!' });
    expect(stockState({ orderable: true, stockLevel: 1 })).toEqual({ status: 'low-stock', message: 'Only 1 left!' });
    expect(stockState({ orderable: true, stockLevel: 6 })).toEqual({ status: 'in-stock' });
  });

  it('names the product when given', () => {
    expect(stockState({ orderable: true, stockLevel: 3, productName: 'Ridge Parka, Navy, M' })).toEqual({
      status: 'low-stock',
      message: 'Only 3 left for Ridge Parka, Navy, M!',
    });
    expect(stockState({ orderable: true, stockLevel: 3, productName: '  ' }).message).toBe('Only 3 left!');
  });

  it('no message when the stock level is unknown but orderable', () => {
    expect(stockState({ orderable: true })).toEqual({ status: 'in-stock' });
    expect(stockState({ orderable: true, stockLevel: null })).toEqual({ status: 'in-stock' });
  });

  it('takes another threshold', () => {
    expect(stockState({ orderable: true, stockLevel: 8 }, 10).message).toBe('Only 8 left!');
  });
});

describe('StockMessage', () => {
  it('renders the message', () => {
    render(<StockMessage orderable stockLevel={2} productName="Trail Runner" />);
    expect(screen.getByText('Only 2 left for Trail Runner!')).toBeInTheDocument();
  });

  it('renders nothing when in stock', () => {
    const { container } = render(<StockMessage orderable stockLevel={50} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('out of stock', () => {
    const { container } = render(<StockMessage orderable={false} />);
    expect(container.firstChild).toHaveAttribute('data-stock', 'out-of-stock');
    expect(container).toHaveTextContent('Out of stock');
  });

  it('speaks the page’s language when given its words', () => {
    const { container, rerender } = render(
      <StockMessage
        orderable
        stockLevel={3}
        lowStockLabel="Plus que {stockLevel} en stock!"
        outOfStockLabel="Rupture de stock"
      />,
    );
    expect(container).toHaveTextContent('Plus que 3 en stock!');
    rerender(
      <StockMessage
        orderable={false}
        lowStockLabel="Plus que {stockLevel} en stock!"
        outOfStockLabel="Rupture de stock"
      />,
    );
    expect(container).toHaveTextContent('Rupture de stock');
    rerender(<StockMessage orderable stockLevel={50} lowStockLabel="Plus que {stockLevel} en stock!" />);
    expect(container).toBeEmptyDOMElement();
  });
});
