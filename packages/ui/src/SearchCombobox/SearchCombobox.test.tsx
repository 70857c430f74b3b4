import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchComboboxGroup, type SearchComboboxProps } from './SearchCombobox';

const groups: SearchComboboxGroup[] = [
  {
    id: 'phrases',
    label: 'Suggestions',
    options: [
      { id: 'p1', label: 'jacket' },
      { id: 'p2', label: 'jackets women' },
    ],
  },
  { id: 'categories', label: 'Categories', options: [{ id: 'c1', label: 'Jackets', description: 'Men' }] },
  { id: 'content', label: 'Content', options: [] },
  {
    id: 'products',
    label: 'Products',
    layout: 'grid',
    options: [
      { id: 'x1', label: 'Ridge Shell Jacket', description: '$189.00', image: { src: '/i/jacket.jpg', alt: '' } },
    ],
  },
];

function Harness(props: Partial<SearchComboboxProps> & { initial?: string; onSubmit?: () => void }) {
  const { initial = '', onSubmit, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <SearchCombobox
        label="Search"
        groups={groups}
        onSelect={() => {}}
        {...rest}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          rest.onValueChange?.(next);
        }}
      />
    </form>
  );
}

describe('SearchCombobox', () => {
  it('is an APG combobox: collapsed, controlling its listbox, named by its label, inside the form as q', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('name', 'q');
    const listboxId = input.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId!)).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens on typing and shows the non-empty groups with their labels', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'jac');
    expect(onValueChange).toHaveBeenLastCalledWith('jac');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    const shown = within(listbox)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    expect(shown.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Suggestions',
      'Categories',
      'Products',
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Products' })).getByRole('option', { name: /Ridge Shell Jacket/ }),
    ).toBeInTheDocument();
  });

  it('moves the active option with the arrow keys (focus stays in the input) and chooses it with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} initial="jac" />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'jacket' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const category = screen.getByRole('option', { name: /Jackets Men/ });
    expect(input).toHaveAttribute('aria-activedescendant', category.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'jackets women' }).id);
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ id: 'p2' });
    expect(onSelect.mock.calls[0]![1]).toMatchObject({ id: 'phrases' });
  });

  it('leaves Enter without an active option to the form, which submits', async () => {
    const onSubmit = vi.fn();
    const onSelect = vi.fn();
    render(<Harness onSubmit={onSubmit} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'jacket{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Escape closes the popup first, then clears the input', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'jac');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('jac');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('two Escapes pressed before the page re-renders (a busy phone) still close, then clear', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'jac');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // One act: React renders once, after both keys (as when the main thread is busy between them).
    act(() => {
      fireEvent.keyDown(input, { key: 'Escape' });
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('inline (in a drawer): Tab keeps the results and reaches the clear and submit buttons and the footer link', async () => {
    render(
      <Harness
        variant="inline"
        endAddon={<button type="submit">Submit search</button>}
        footer={<a href="/search?q=jac">View all results</a>}
      />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'jac');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit search' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View all results' })).toHaveFocus();
  });

  it('inline: Escape closes the list and never empties the input (a second Escape is the drawer’s)', async () => {
    render(<Harness variant="inline" />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'jac');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('jac');
  });

  it('does not choose the active option when focus leaves', async () => {
    const onSelect = vi.fn();
    render(
      <>
        <Harness onSelect={onSelect} initial="jac" />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('jac');
  });

  it('the clear button empties the input, puts focus back and reports it', async () => {
    const onClear = vi.fn();
    render(<Harness initial="jacket" onClear={onClear} clearLabel="Clear search" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('announces the status in a polite live region and shows the message (error tone) with no option', async () => {
    render(
      <Harness
        groups={[]}
        status="Unable to load products. Please try again."
        message={{ text: 'Unable to load products. Please try again.', tone: 'error' }}
      />,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Unable to load products. Please try again.');
    await userEvent.type(screen.getByRole('combobox'), 'jac');
    const message = document.querySelector('[data-search-message]');
    expect(message).toHaveTextContent('Unable to load products. Please try again.');
    expect(message).toHaveAttribute('data-search-message', 'error');
    // The message shows, but the listbox is empty: the combobox is not expanded.
    expect(message).toBeVisible();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays closed while there is nothing to show, and opens on focus when there is', async () => {
    const { rerender } = render(<Harness groups={[]} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <Harness groups={[{ id: 'recent', label: 'Recent searches', options: [{ id: 'r1', label: 'rain jacket' }] }]} />,
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeInTheDocument();
  });

  it('keeps the popup open after choosing a keepsOpen option, with its value in the input', async () => {
    const onSelect = vi.fn();
    const withCorrection: SearchComboboxGroup[] = [
      {
        id: 'dym',
        label: 'Did you mean',
        hideLabel: true,
        options: [{ id: 'd', label: 'Did you mean jacket?', value: 'jacket', keepsOpen: true }],
      },
    ];
    render(<Harness groups={withCorrection} onSelect={onSelect} initial="jakcet" />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Did you mean jacket?' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('jacket');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps fast typing when the caller echoes the value late, and applies a real outside change', async () => {
    function LateEcho() {
      const [value, setValue] = useState('');
      return (
        <>
          <SearchCombobox
            label="Search"
            groups={[]}
            onSelect={() => {}}
            value={value}
            onValueChange={(next) => setTimeout(() => setValue(next), 30)}
          />
          <button type="button" onClick={() => setValue('jacket')}>
            suggest
          </button>
        </>
      );
    }
    // The echoes run on a fake clock: all five arrive 30 ms after the typing, however fast or slow the machine types.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<LateEcho />);
      const input = screen.getByRole('combobox');
      await userEvent.setup({ delay: null }).type(input, 'trail');
      act(() => void vi.advanceTimersByTime(30));
      expect(input).toHaveValue('trail');
      vi.useRealTimers();
      await userEvent.click(screen.getByRole('button', { name: 'suggest' }));
      expect(input).toHaveValue('jacket');
    } finally {
      vi.useRealTimers();
    }
  });
});
