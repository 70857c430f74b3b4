import { act, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickyBuyBar } from './StickyBuyBar';

/** A buy box and detail sections as the product page renders them, the button's bottom edge at `bottom`. */
function page({ pid = '', chosen = false } = {}) {
  document.body.innerHTML = `
    <header data-site-header></header>
    <div data-product-detail="P1">
      <div role="group" data-variation-selector=""><a href="?color=010" aria-current="true">Black</a></div>
      <div role="group" data-variation-selector=""><a href="?size=S" data-unavailable>S</a><a href="?size=M"${chosen ? ' aria-current="true"' : ''}>M</a></div>
      <form action="/cart/items" method="post"><input type="hidden" name="pid" value="${pid}" /><button type="submit">Add to Bag</button></form>
    </div>
    <div data-product-accordions=""><details data-accordion="features"><summary>Features</summary><div id="features"></div></details>
    <details data-accordion="reviews"><summary>Reviews</summary><div id="reviews"></div></details></div>`;
  const header = document.querySelector('header')!;
  const submit = document.querySelector<HTMLButtonElement>('form button')!;
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom: 56 }) as DOMRect);
  let bottom = 400;
  vi.spyOn(submit, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
  const host = document.body.appendChild(document.createElement('div'));
  const scrollTo = (edge: number) =>
    act(() => {
      bottom = edge;
      window.dispatchEvent(new Event('scroll'));
    });
  return { host, submit, scrollTo };
}

const bar = () => document.querySelector<HTMLElement>('[data-sticky-buy-bar]')!;
const inBar = () => within(bar());

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('StickyBuyBar', () => {
  it('is in the server HTML, hidden, as a region named after the product', () => {
    const html = renderToString(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />);
    expect(html).toContain('aria-label="Summit Jacket"');
    expect(html).not.toContain('data-shown');
  });

  it('shows once the button is more than 5 px above the header, hides once back 30 px below it', () => {
    const { host, scrollTo } = page();
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    expect(bar()).not.toHaveAttribute('data-shown');
    scrollTo(51); // 5 px past the header's bottom (56)
    expect(bar()).not.toHaveAttribute('data-shown');
    scrollTo(50);
    expect(bar()).toHaveAttribute('data-shown');
    scrollTo(86); // back 30 px below the line: still shown
    expect(bar()).toHaveAttribute('data-shown');
    scrollTo(87);
    expect(bar()).not.toHaveAttribute('data-shown');
  });

  it('pads the page by its height while shown, and gives the padding back', () => {
    const { host, scrollTo } = page();
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    vi.spyOn(bar(), 'offsetHeight', 'get').mockReturnValue(68);
    scrollTo(-100);
    expect(document.body.style.paddingBottom).toBe('68px');
    scrollTo(300);
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('with a full choice, Add to Bag clicks the buy box button (the same form)', async () => {
    const { host, submit, scrollTo } = page({ pid: '010-M', chosen: true });
    const clicked = vi.fn((event: Event) => event.preventDefault());
    submit.addEventListener('click', clicked);
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    scrollTo(-100);
    await userEvent.click(inBar().getByRole('button', { name: 'Add to Bag' }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('with a choice missing, Add to Bag focuses the first orderable value of that choice instead', async () => {
    const { host, submit, scrollTo } = page();
    const clicked = vi.fn();
    submit.addEventListener('click', clicked);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    scrollTo(-100);
    await userEvent.click(inBar().getByRole('button', { name: 'Add to Bag' }));
    expect(clicked).not.toHaveBeenCalled();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toHaveTextContent('M');
  });

  it('mirrors the buy box button when it is out of stock', () => {
    const { host, submit, scrollTo } = page();
    submit.disabled = true;
    submit.textContent = 'Out of stock';
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    scrollTo(-100);
    expect(inBar().getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('More discloses links to the detail sections; Escape closes it and focus returns to More', async () => {
    const { host, scrollTo } = page();
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    scrollTo(-100);
    const more = inBar().getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(inBar().getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '#reviews');
    inBar().getByRole('link', { name: 'Features' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await userEvent.click(more);
    fireEvent.click(inBar().getByRole('link', { name: 'Reviews' }));
    expect(document.querySelector('[data-accordion="reviews"]')).toHaveAttribute('open');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists section titles as text and escapes odd ids (no markup, no selector injection)', async () => {
    const { host, scrollTo } = page();
    const odd = document.createElement('details');
    odd.dataset.accordion = 'x"] , body, [a="';
    odd.innerHTML = '<summary>&lt;img src=x onerror=alert(1)&gt;</summary>';
    document.querySelector('[data-product-accordions]')!.append(odd);
    render(<StickyBuyBar name="Summit Jacket" addToBagLabel="Add to Bag" moreLabel="More" />, { container: host });
    scrollTo(-100);
    await userEvent.click(inBar().getByRole('button', { name: 'More' }));
    const link = inBar().getByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(bar().querySelector('img')).toBeNull();
    fireEvent.click(link);
    expect(odd).toHaveAttribute('open');
    expect(document.body).not.toHaveAttribute('open');
  });
});
