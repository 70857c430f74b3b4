import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

const options = [
  { value: 'best-matches', label: 'Best Matches' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-low-to-high', label: 'Price Low to High' },
];
const hidden = [
  ['refine', 'c_color=Blue'],
  ['limit', '50'],
] as const;

describe('SortSelect', () => {
  it('is a GET form to the list with the other parameters as hidden fields and a labelled select', () => {
    const { container } = render(
      <SortSelect action="/c/mens-jackets/" label="Sort by" options={options} value="newest" hidden={hidden} />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/c/mens-jackets/');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('name', 'sort');
    expect(select).toHaveValue('newest');
    expect(
      [...form.querySelectorAll('input[type=hidden]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    ).toEqual([
      ['refine', 'c_color=Blue'],
      ['limit', '50'],
    ]);
  });

  it('shows the Apply button in the server HTML, so the form works without JavaScript', () => {
    const html = renderToString(<SortSelect action="/search" label="Sort by" options={options} value="best-matches" />);
    expect(html).toContain('type="submit"');
    expect(html).toContain('Apply');
    expect(html).not.toContain('data-hydrated');
  });

  it('sends the form on change once hydrated', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<SortSelect action="/search" label="Sort by" options={options} value="best-matches" onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-low-to-high');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on change with autoSubmit off, and the button sends the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <SortSelect
        action="/search"
        name="limit"
        label="Items per page"
        options={options}
        value="best-matches"
        autoSubmit={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), { target: { value: 'newest' } });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('never sends the form when arrow keys step the value: Enter or the Apply button does', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { container } = render(
      <SortSelect action="/search" label="Sort by" options={options} value="best-matches" onSubmit={onSubmit} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(container.querySelector('button[type=submit]')).not.toBeVisible();
    // Chromium steps a closed select's value on ArrowDown and fires `change` at once.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'newest' } });
    fireEvent.keyDown(select, { key: 'End' });
    fireEvent.change(select, { target: { value: 'price-low-to-high' } });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends the form when a choice is committed in the open popup (Alt+ArrowDown opened it)', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<SortSelect action="/search" label="Sort by" options={options} value="best-matches" onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.keyDown(select, { key: 'ArrowDown', altKey: true });
    fireEvent.change(select, { target: { value: 'newest' } });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter alone while the value is the applied one', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<SortSelect action="/search" label="Sort by" options={options} value="best-matches" onSubmit={onSubmit} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Sort by' }), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
