import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickSearchForm, type QuickSearchFormProps } from './QuickSearchForm';

const props = (extra: Partial<QuickSearchFormProps> = {}): QuickSearchFormProps => ({
  action: '/search',
  label: 'Search',
  value: 'jacket',
  onValueChange: () => {},
  groups: [{ id: 'phrases', label: 'Suggestions', options: [{ id: 'p1', label: 'jackets' }] }],
  onSelect: () => {},
  onSubmit: (event) => event.preventDefault(),
  submitLabel: 'Submit search',
  ...extra,
});

describe('QuickSearchForm', () => {
  it('is a search landmark that submits to its action, with its hidden fields, marked ready once scripted', () => {
    const { container } = render(
      <QuickSearchForm {...props({ ready: true, hiddenFields: <input type="hidden" name="lang" value="fr" /> })} />,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('data-search-ready', 'true');
    expect(container.querySelector('input[type="hidden"][name="lang"]')).not.toBeNull();
  });

  it('submits with its arrow button, named for screen readers', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<QuickSearchForm {...props({ onSubmit })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ends its popup with the view-all link when given one, and not otherwise', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<QuickSearchForm {...props()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <QuickSearchForm {...props({ viewAll: { href: '/search?q=jacket', label: 'View all results', onClick } })} />,
    );
    const link = screen.getByRole('link', { name: 'View all results' });
    expect(link).toHaveAttribute('href', '/search?q=jacket');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
