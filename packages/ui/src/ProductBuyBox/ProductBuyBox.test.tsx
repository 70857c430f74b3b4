import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { buyBoxProps } from './fixtures';
import { ProductBuyBox } from './ProductBuyBox';

describe('ProductBuyBox', () => {
  it('shows the product and a form that adds the chosen variant without JavaScript', () => {
    const { container } = renderWithProvider(<ProductBuyBox {...buyBoxProps} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Summit Shell Jacket' })).toBeInTheDocument();
    expect(container.querySelector('[data-product-price]')).toHaveTextContent('$189.00');
    // One price for every colour: no prices-by-colour list.
    expect(screen.queryByRole('list', { name: 'Prices by colour' })).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('Free shipping');
    expect(container.querySelector('[data-product-stock]')).toHaveTextContent('Only 3 left!');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/cart/items');
    expect(form.querySelector('input[name="pid"]')).toHaveValue('RM1001-PINE-M');
    expect(form.querySelector('input[name="returnTo"]')).toHaveValue('/product/RM1001?color=pine&size=M');
    expect(screen.getByRole('button', { name: 'Add to Bag' })).toBeEnabled();
  });

  it("names the gallery's thumbnails in the page's words, their numbers filled in", () => {
    const images = [buyBoxProps.images[0]!, { ...buyBoxProps.images[0]!, alt: 'Back' }];
    renderWithProvider(
      <ProductBuyBox
        {...buyBoxProps}
        images={images}
        text={{ ...buyBoxProps.text, showImage: 'Afficher l’image {n} sur {total}' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Afficher l’image 2 sur 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Show image/ })).toBeNull();
  });

  it('reports a pick to the caller', async () => {
    const onSelect = vi.fn();
    renderWithProvider(<ProductBuyBox {...buyBoxProps} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: /^S$/ }));
    expect(onSelect).toHaveBeenCalledWith('size', 'S');
  });

  it('announces a pick once, politely, and nothing on load', async () => {
    const { container, rerender } = renderWithProvider(
      <ProductBuyBox {...buyBoxProps} announcement="Color: Pine, Size: M, Only 3 left!" />,
    );
    const status = container.querySelector('[data-choice-announcement]')!;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('link', { name: /^S$/ }));
    rerender(<ProductBuyBox {...buyBoxProps} announcement="Color: Pine, Size: S, in stock" />);
    expect(status).toHaveTextContent('Color: Pine, Size: S, in stock');
    // The stock message is no live region of its own: one announcement per pick.
    const stock = container.querySelector('[data-product-stock]')!;
    expect(stock.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('says when the product is out of stock, and what went wrong with an add', () => {
    const { container } = renderWithProvider(
      <ProductBuyBox
        {...buyBoxProps}
        stock={{ show: true, orderable: false, level: 0 }}
        problem={{ code: 'failed', message: 'Something went wrong.' }}
      />,
    );
    expect(within(container.querySelector('form')!).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(container.querySelector('[data-bag-error="failed"]')).toHaveTextContent('Something went wrong.');
  });

  it('shows the notice of an add made without JavaScript, with the bag count', () => {
    renderWithProvider(
      <ProductBuyBox
        {...buyBoxProps}
        notice={{
          line: 'Summit Shell Jacket, Qty 2, Colour: Pine',
          price: { type: 'single', sales: 189 },
          bagCount: 3,
        }}
      />,
    );
    const notice = screen.getByRole('status', { name: 'Added to bag' });
    expect(notice).toHaveTextContent('Summit Shell Jacket, Qty 2, Colour: Pine');
    expect(within(notice).getByRole('link', { name: 'Bag (3)' })).toHaveAttribute('href', '/cart');
  });
});

describe('ProductBuyBox, the modal', () => {
  it('asks to close the modal when the page changes (back/forward)', () => {
    const onCloseAdded = vi.fn();
    renderWithProvider(<ProductBuyBox {...buyBoxProps} onCloseAdded={onCloseAdded} />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(onCloseAdded).toHaveBeenCalledTimes(1);
  });

  it('keeps the add button focusable while adding (busy, not disabled), so focus can return to it', () => {
    renderWithProvider(<ProductBuyBox {...buyBoxProps} pending />);
    const add = screen.getByRole('button', { name: 'Add to Bag' });
    // A disabled button would drop keyboard focus to <body> before the 'Added to bag' modal opens.
    expect(add).toBeEnabled();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the fit tip and the size help under the sizes, before the add-to-bag form, and nothing without them', () => {
    const { container, rerender } = renderWithProvider(
      <ProductBuyBox
        {...buyBoxProps}
        fitTip="Runs small: we suggest one size up."
        sizeHelp={<a href="#size_guide">Size guide</a>}
      />,
    );
    const help = container.querySelector('[data-size-help]')!;
    expect(help.querySelector('[data-fit-tip]')).toHaveTextContent('Runs small: we suggest one size up.');
    expect(within(help as HTMLElement).getByRole('link', { name: 'Size guide' })).toBeInTheDocument();
    expect(
      help.compareDocumentPosition(container.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    rerender(<ProductBuyBox {...buyBoxProps} />);
    expect(container.querySelector('[data-size-help]')).toBeNull();
  });

  it('has a Shipping & Returns link after the add-to-bag form only when asked, with the shop’s or given terms', () => {
    const { container, rerender } = renderWithProvider(<ProductBuyBox {...buyBoxProps} />);
    expect(container.querySelector('[data-shipping-returns-link]')).toBeNull();
    rerender(<ProductBuyBox {...buyBoxProps} shippingReturns />);
    const link = screen.getByRole('link', { name: 'Shipping & Returns' });
    expect(link).toHaveAttribute('href', '#shipping_and_returns');
    expect(
      container.querySelector('form')!.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    rerender(
      <ProductBuyBox {...buyBoxProps} shippingReturns={{ title: 'Livraison et retours', lines: ['30 jours'] }} />,
    );
    expect(screen.getByRole('link', { name: 'Livraison et retours' })).toBeInTheDocument();
  });
  it('shows the unit price under the price, the quantity prices, and a restricted product’s notice before the form', () => {
    const { container } = renderWithProvider(
      <ProductBuyBox
        {...buyBoxProps}
        unitPrice="$3.46 / 100 g"
        quantityPrices={['Buy 4 or more: $6.95 each']}
        restriction="Ground shipping only."
      />,
    );
    expect(container.querySelector('[data-product-price] [data-unit-price]')?.textContent).toBe('$3.46 / 100 g');
    expect([...container.querySelectorAll('[data-quantity-prices] li')].map((li) => li.textContent)).toEqual([
      'Buy 4 or more: $6.95 each',
    ]);
    const notice = container.querySelector('[data-restriction]')!;
    expect(notice.textContent).toBe('Ground shipping only.');
    expect(
      notice.compareDocumentPosition(container.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows none of them for a product without', () => {
    const { container } = renderWithProvider(<ProductBuyBox {...buyBoxProps} />);
    expect(container.querySelector('[data-unit-price], [data-quantity-prices], [data-restriction]')).toBeNull();
  });
});
