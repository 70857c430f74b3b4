import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { OrderConfirmation, type OrderConfirmationText } from './OrderConfirmation';

const text = new Proxy({} as OrderConfirmationText, { get: (_, key) => (key === 'emailed' ? undefined : String(key)) });

describe('OrderConfirmation', () => {
  it('the number, the items, the discount only when there is one, and the address only when given', () => {
    const { container, rerender } = renderWithProvider(
      <OrderConfirmation
        orderNo="00000042"
        items={[{ key: 'i1', name: 'Boots', quantity: 2, price: 50 }]}
        totals={{ subtotal: 100, discount: 10, total: 90 }}
        addressRows={['Jo', 'Portland']}
        formatMoney={(amount) => (amount === undefined ? '' : `$${amount}`)}
        text={text}
      />,
    );
    expect(container.querySelector('[data-confirmation-page="00000042"]')).not.toBeNull();
    expect(screen.getByText('Boots × 2 $50')).toBeInTheDocument();
    expect(container.querySelector('[data-total="discount"]')).toHaveTextContent('−$10');
    expect(screen.getByText('Portland')).toBeInTheDocument();
    rerender(
      <OrderConfirmation orderNo="1" items={[]} totals={{}} addressRows={[]} formatMoney={() => ''} text={text} />,
    );
    expect(container.querySelector('[data-total="discount"]')).toBeNull();
    expect(screen.queryByText('shippingTo')).toBeNull();
  });

  // The page is the answer to "Place order", a full page load never hydrated: its heading takes focus from the server
  // HTML's `autofocus`, so a screen reader starts with what happened rather than at the top of the page.
  it('its heading takes focus on load (server HTML: autofocus, tabindex -1), and nothing else does', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <OrderConfirmation orderNo="1" items={[]} totals={{}} addressRows={[]} formatMoney={() => ''} text={text} />,
    );
    expect(host.querySelectorAll('[autofocus]')).toHaveLength(1);
    const heading = host.querySelector('h1');
    expect(heading).toHaveAttribute('autofocus');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveTextContent('title');
    const quiet = renderToString(
      <OrderConfirmation
        orderNo="1"
        items={[]}
        totals={{}}
        addressRows={[]}
        formatMoney={() => ''}
        text={text}
        focusOnLoad={false}
      />,
    );
    expect(quiet).not.toMatch(/autofocus|tabindex/);
  });
});
