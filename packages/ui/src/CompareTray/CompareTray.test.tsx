import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompareTray, variationColumns, type CompareTrayProduct } from './CompareTray';

const products: CompareTrayProduct[] = [
  {
    id: 'RM1',
    name: 'Summit Jacket',
    href: '/product/RM1',
    price: { type: 'single', sales: 189 },
    variations: [{ name: 'Colour', values: ['Pine', 'Black'] }],
  },
  {
    id: 'RM2',
    name: 'Trail Fleece',
    price: { type: 'range', minSale: 60, maxSale: 80 },
    variations: [{ name: 'Size', values: ['S', 'M'] }],
  },
];

const noop = () => {};

describe('CompareTray', () => {
  it('is hidden while empty', () => {
    const { container } = render(
      <CompareTray products={[]} expanded={false} onExpandedChange={noop} onRemove={noop} />,
    );
    const region = container.querySelector('section')!;
    expect(region).toHaveAttribute('hidden');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is a named region with a disclosure button controlling the table', async () => {
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <CompareTray products={products} expanded={false} onExpandedChange={onExpandedChange} onRemove={noop} />,
    );
    const region = screen.getByRole('region', { name: 'Compare products (2)' });
    const toggle = within(region).getByRole('button', { name: 'Show comparison' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('hidden');
    await userEvent.click(toggle);
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    rerender(<CompareTray products={products} expanded onExpandedChange={onExpandedChange} onRemove={noop} />);
    expect(screen.getByRole('button', { name: 'Hide comparison' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
  });

  it('shows one row per product and a column per field and variation attribute', () => {
    render(<CompareTray products={products} expanded onExpandedChange={noop} onRemove={noop} />);
    const table = screen.getByRole('table', { name: 'Compared products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Image', 'Product', 'Price', 'Colour', 'Size', 'Remove']);
    const row = within(table).getByRole('row', { name: /Summit Jacket/ });
    expect(within(row).getByRole('link', { name: 'Summit Jacket' })).toHaveAttribute('href', '/product/RM1');
    expect(row).toHaveTextContent('$189.00');
    expect(row).toHaveTextContent('Pine, Black');
    expect(within(table).getByRole('row', { name: /Trail Fleece/ })).toHaveTextContent('–');
  });

  it('removes a product and clears all', async () => {
    const onRemove = vi.fn();
    const onClear = vi.fn();
    render(<CompareTray products={products} expanded onExpandedChange={noop} onRemove={onRemove} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Trail Fleece from compare' }));
    expect(onRemove).toHaveBeenCalledWith('RM2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('keeps focus after Remove (the next Remove button) and after the tray empties (the main landmark)', async () => {
    function Stateful() {
      const [list, setList] = useState(products);
      return (
        <>
          <main id="main" tabIndex={-1} />
          <CompareTray
            products={list}
            expanded
            onExpandedChange={noop}
            onRemove={(id) => setList((current) => current.filter((product) => product.id !== id))}
            onClear={() => setList([])}
          />
        </>
      );
    }
    render(<Stateful />);
    screen.getByRole('button', { name: 'Remove Summit Jacket from compare' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Trail Fleece from compare' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('moves focus off the tray when Clear all empties it', async () => {
    function Stateful() {
      const [list, setList] = useState(products);
      return (
        <>
          <main id="main" tabIndex={-1} />
          <CompareTray
            products={list}
            expanded={false}
            onExpandedChange={noop}
            onRemove={noop}
            onClear={() => setList([])}
          />
        </>
      );
    }
    render(<Stateful />);
    screen.getByRole('button', { name: 'Clear all' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('announces a change of the count, and where the tray is, but not the count the page opened with', () => {
    const { rerender } = render(
      <CompareTray products={products.slice(0, 1)} expanded={false} onExpandedChange={noop} onRemove={noop} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    rerender(<CompareTray products={products} expanded={false} onExpandedChange={noop} onRemove={noop} />);
    expect(status).toHaveTextContent('2 products to compare, in the compare tray at the end of the page.');
    rerender(<CompareTray products={[]} expanded={false} onExpandedChange={noop} onRemove={noop} />);
    // the live region is outside the tray, so it is still there (and read) when the tray hides
    expect(screen.getByRole('status')).toHaveTextContent('Nothing left to compare.');
  });

  it('mounted by the first product added (announceFrom 0), it announces that product', () => {
    render(
      <CompareTray
        products={products.slice(0, 1)}
        announceFrom={0}
        expanded={false}
        onExpandedChange={noop}
        onRemove={noop}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 product to compare, in the compare tray at the end of the page.',
    );
  });

  it('announces a warning as an alert', () => {
    render(
      <CompareTray
        products={products}
        expanded={false}
        onExpandedChange={noop}
        onRemove={noop}
        warning={{ title: 'Maximum products reached', description: 'You can only compare up to 4 products at once.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Maximum products reachedYou can only compare up to 4 products at once.',
    );
  });

  it('never shows as expanded without products', () => {
    const { container } = render(<CompareTray products={[]} expanded onExpandedChange={noop} onRemove={noop} />);
    expect(container.querySelector('section')).toHaveAttribute('data-compare-tray', 'collapsed');
  });

  it('lists variation columns in the order first met, once each', () => {
    expect(
      variationColumns([...products, { id: 'x', name: 'x', variations: [{ name: 'Colour', values: [] }] }]),
    ).toEqual(['Colour', 'Size']);
  });
});
