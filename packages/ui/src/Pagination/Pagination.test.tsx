import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
import { paginationItems } from './paginationItems';

const pages = (items: ReturnType<typeof paginationItems>) =>
  items.map((item) => (item.type === 'page' ? item.page : '…'));
const hrefFor = (page: number) => (page === 1 ? '/c/mens/' : `/c/mens/?page=${page}`);

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(pages(paginationItems(1, 1))).toEqual([1]);
    expect(pages(paginationItems(2, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pages(paginationItems(1, 10))).toEqual([1, 2, '…', 10]);
    expect(pages(paginationItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pages(paginationItems(10, 10))).toEqual([1, '…', 9, 10]);
    expect(pages(paginationItems(6, 12, 2))).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
  });

  it('never puts a gap where a single page fits', () => {
    expect(pages(paginationItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages(paginationItems(3, 10))).toEqual([1, 2, 3, 4, '…', 10]);
  });

  it('clamps a page out of range and a count below one', () => {
    expect(pages(paginationItems(99, 3))).toEqual([1, 2, 3]);
    expect(pages(paginationItems(-4, 0))).toEqual([1]);
    expect(pages(paginationItems(Number.NaN, 2))).toEqual([1, 2]);
  });
});

describe('Pagination', () => {
  it('links previous, pages and next, the current page marked', () => {
    render(<Pagination page={2} pageCount={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Previous', '/c/mens/'],
      ['1', '/c/mens/'],
      ['2', '/c/mens/?page=2'],
      ['3', '/c/mens/?page=3'],
      ['Next', '/c/mens/?page=3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/c/mens/?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={2} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    rerender(<Pagination page={2} pageCount={2} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/c/mens/');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hides the gaps from assistive technology', () => {
    render(<Pagination page={6} pageCount={12} hrefFor={hrefFor} />);
    const gaps = screen.getAllByText('…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.closest('li')).toHaveAttribute('aria-hidden', 'true');
  });
});
