import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { OrderSummaryTotals } from './OrderSummary';

describe('OrderSummaryTotals', () => {
  it('one dt/dd pair per row, falsy rows skipped, data-total on the value', () => {
    const { container } = renderWithProvider(
      <OrderSummaryTotals
        rows={[{ label: 'Subtotal', value: '$1.00', total: 'subtotal' }, false, { label: 'Total', value: '$2.00' }]}
      />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Subtotal', 'Total']);
    expect(container.querySelector('[data-total="subtotal"]')).toHaveTextContent('$1.00');
  });
});
