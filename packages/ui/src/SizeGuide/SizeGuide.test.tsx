import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { jacketsGuide } from './fixtures';
import { SizeGuideLink, SizeGuideTable } from './SizeGuide';

describe('SizeGuideTable', () => {
  it('is a table with a caption, column headers and a row header per size, in cm and in', () => {
    renderWithProvider(<SizeGuideTable guide={jacketsGuide} />);
    const table = screen.getByRole('table', { name: "Men's jackets: body measurements" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Size', 'Chest', 'Waist']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['S', 'M', 'L']);
    const medium = within(table).getAllByRole('row')[2]!;
    expect(within(medium).getAllByRole('cell')[0]).toHaveTextContent('96–101 cm38–40 in');
    // A size without a measurement has an empty cell, not a shifted row.
    expect(within(within(table).getAllByRole('row')[3]!).getAllByRole('cell')[1]).toBeEmptyDOMElement();
    expect(screen.getByText('Around the fullest part of the chest, under the arms.')).toBeInTheDocument();
  });

  it('prints what the service wrote as text, never as markup', () => {
    const html = renderToString(<SizeGuideTable guide={{ ...jacketsGuide, title: '<img src=x onerror=alert(1)>' }} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('SizeGuideLink', () => {
  it('is a link to the page’s size guide section on the server (works without JavaScript)', () => {
    const html = renderToString(<SizeGuideLink guide={jacketsGuide} />);
    expect(html).toMatch(/<a[^>]*href="#size_guide"/);
    expect(html).not.toContain('role="dialog"');
  });

  it('opens the guide in a modal drawer, closes on Escape and gives focus back to the link', async () => {
    renderWithProvider(<SizeGuideLink guide={jacketsGuide} />);
    // the worker's document is shared with other test files: the link must leave whatever address it had alone
    const hashBefore = window.location.hash;
    const link = screen.getByRole('link', { name: 'Size guide' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Men's jackets" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(window.location.hash).toBe(hashBefore);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  });
});
