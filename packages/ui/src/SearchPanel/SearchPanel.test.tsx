import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RidgelineProvider } from '../RidgelineProvider/RidgelineProvider';
import { renderWithProvider } from '../test/render';
import { SearchPanel, type SearchPanelSurface } from './SearchPanel';

const text = { label: 'Search', placeholder: 'Find gear', close: 'Close search' };

function renderPanel(
  renderForm = vi.fn(({ variant, inputRef, onDone }: SearchPanelSurface) => (
    <div data-surface={variant}>
      <input aria-label={`${variant} input`} ref={inputRef} />
      {onDone ? <button onClick={onDone}>done</button> : null}
    </div>
  )),
) {
  renderWithProvider(
    <SearchPanel
      text={text}
      action="/fr-ca/search"
      hiddenFields={<input type="hidden" name="lang" value="fr" />}
      focusDelayMs={100}
      renderForm={renderForm}
    />,
  );
  return renderForm;
}

/** What a test mounted by hand (not through Testing Library's render) is torn down with. */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('SearchPanel', () => {
  it('shows the header form, and a plain GET form for the mobile button without JavaScript', () => {
    const { container } = renderWithProvider(
      <SearchPanel
        text={text}
        action="/fr-ca/search"
        hiddenFields={<input type="hidden" name="lang" value="fr" />}
        renderForm={({ variant }) => <div data-surface={variant} />}
      />,
    );
    expect(container.querySelector('[data-surface="popover"]')).not.toBeNull();
    const plain = container.querySelector('details form[role="search"]') as HTMLFormElement;
    expect(plain.getAttribute('action')).toBe('/fr-ca/search');
    expect(plain.getAttribute('method')).toBe('get');
    expect(plain.querySelector('input[name="q"]')).toHaveAttribute('placeholder', 'Find gear');
    expect(plain.querySelector('input[name="lang"]')).toHaveValue('fr');
    expect(container.querySelector('summary')).toHaveTextContent('Search');
    // It opens a modal dialog with JavaScript: announced as such, not as a disclosure.
    expect(container.querySelector('summary')).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the drawer from the mobile button focused on itself, focuses its input after the delay, and closes when the form is done', async () => {
    vi.useFakeTimers();
    try {
      renderPanel();
      fireEvent.click(document.querySelector('summary')!);
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Search' }));
      const input = screen.getByRole('textbox', { name: 'inline input' });
      // Until the input takes focus, the dialog itself has it (its name is announced), not its close button: Enter
      // pressed in that moment closes nothing.
      expect(input).not.toHaveFocus();
      expect(dialog).toHaveFocus();
      fireEvent.keyDown(dialog, { key: 'Enter' });
      expect(dialog).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(input).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'done' }));
      await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks its summary for the islands runtime, and says whether the drawer is open once hydrated', async () => {
    renderPanel();
    const summary = document.querySelector('summary')!;
    expect(summary).toHaveAttribute('data-opens-natively');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(summary);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(summary).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves a plain form opened before hydration into the drawer with its text; focus comes back to the summary', async () => {
    vi.useFakeTimers();
    try {
      const panel = (
        <RidgelineProvider>
          <SearchPanel
            text={text}
            action="/search"
            focusDelayMs={100}
            renderForm={({ variant, inputRef, typed }) => (
              <input aria-label={`${variant} input`} ref={inputRef} defaultValue={typed} />
            )}
          />
        </RidgelineProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(panel);
      // Appended, then unmounted and removed below: the worker's other test files share this document.
      document.body.append(container);
      cleanups.push(() => container.remove());
      // What the islands runtime does on a tap before hydration: the details opens, its field takes the typing.
      const details = container.querySelector('details')!;
      details.open = true;
      const plain = details.querySelector<HTMLInputElement>('input[name="q"]')!;
      plain.focus();
      plain.value = 'boots';
      // Server markup: no expanded state of its own (the native details' state is what is announced).
      expect(container.querySelector('summary')).not.toHaveAttribute('aria-expanded');
      await act(async () => {
        const root = hydrateRoot(container, panel);
        cleanups.unshift(() => act(() => root.unmount()));
      });
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Search' }));
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      const input = screen.getByRole('textbox', { name: 'inline input' });
      expect(input).toHaveValue('boots');
      expect(input).toHaveFocus();
      expect(details.open).toBe(false);
      fireEvent.keyDown(input, { key: 'Escape' });
      await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(container.querySelector('summary')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });
});
