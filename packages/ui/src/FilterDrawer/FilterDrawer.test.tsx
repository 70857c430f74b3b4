import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { chosenValueCount, FilterDrawer, hasRefinements } from './FilterDrawer';
import { chosenFacets, chosenFilterDrawer } from './fixtures';

beforeAll(() => {
  // jsdom runs no animations: finish framer-motion's at once, so a closed drawer unmounts within the test.
  MotionGlobalConfig.skipAnimations = true;
  // framer-motion's reduced-motion check and Radix's pointer handling ask for these; jsdom has neither.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => cleanup());

function renderDrawer() {
  renderWithProvider(<FilterDrawer {...chosenFilterDrawer} />);
  return screen.getByRole('button', { name: 'Filters (2)' });
}

async function openDrawer() {
  const opener = renderDrawer();
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { opener, dialog };
}

describe('FilterDrawer', () => {
  it('renders only its button, with the count of chosen values, until opened', () => {
    const opener = renderDrawer();
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens a modal dialog from the start edge with the refinement links, Clear all and Show results', async () => {
    const { opener, dialog } = await openDrawer();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-placement')).toBe('left');
    const drawer = within(dialog);
    expect(drawer.getByRole('link', { name: /^Black \(5\)$/ }).getAttribute('href')).toBe(
      '/c/mens/?refine=c_color%3DBlack%7CBlue&refine=c_size%3DM',
    );
    expect(drawer.getByRole('link', { name: /^Blue \(3\) ?, selected$/ }).getAttribute('href')).toBe(
      '/c/mens/?refine=c_size%3DM',
    );
    expect(drawer.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe('/c/mens/');
    expect(drawer.getByRole('button', { name: 'Show 3 results' })).toBeTruthy();
    // The list's heading, under the dialog's title (an h2); read, not shown twice.
    expect(drawer.getByRole('heading', { level: 3, name: 'Filters' })).toBeTruthy();
    // A facet without values is left out, as in the sidebar.
    expect(dialog.querySelector('[data-facet="c_material"]')).toBeNull();
  });

  it('moves focus into the drawer and keeps it there', async () => {
    const { dialog } = await openDrawer();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the Filters button', async () => {
    const { opener } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes from the close button and from Show results, focus back on the button each time', async () => {
    const { opener, dialog } = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await userEvent.click(opener);
    const reopened = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Show 3 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('is closed again when the page comes back from the back/forward cache', async () => {
    await openDrawer();
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the count and the emptiness', () => {
  it('counts chosen values across facets and nested values', () => {
    expect(chosenValueCount(chosenFacets)).toBe(2);
    expect(chosenValueCount([])).toBe(0);
    const nested = [
      {
        attributeId: 'cgid',
        label: 'Category',
        values: [
          {
            value: 'mens',
            label: "Men's",
            hitCount: 9,
            href: '/',
            selected: false,
            values: [{ value: 'mens-jackets', label: 'Jackets', hitCount: 4, href: '/', selected: true }],
          },
        ],
      },
    ];
    expect(chosenValueCount(nested)).toBe(1);
  });

  it('knows when the refinement list has nothing to show', () => {
    expect(hasRefinements(chosenFacets)).toBe(true);
    expect(hasRefinements([{ attributeId: 'c_color', label: 'Color', values: [] }])).toBe(false);
    expect(hasRefinements([])).toBe(false);
  });
});
