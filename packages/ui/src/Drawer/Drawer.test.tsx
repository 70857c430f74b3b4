import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { Drawer, type DrawerPlacement } from './Drawer';

function ControlledDrawer({
  placement = 'right',
  initialFocus,
}: {
  placement?: DrawerPlacement;
  initialFocus?: 'first' | 'dialog';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        description="Shop by category"
        placement={placement}
        {...(initialFocus ? { initialFocus } : {})}
      >
        <a href="/t/jackets">Jackets</a>
        <a href="/t/boots">Boots</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    renderWithProvider(<ControlledDrawer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog named by its title and described by its description', async () => {
    renderWithProvider(<ControlledDrawer placement="left" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Shop by category');
    expect(dialog).toHaveAttribute('data-placement', 'left');
  });

  it('moves focus inside and traps it', async () => {
    renderWithProvider(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens focused on its close button, or on itself with initialFocus="dialog"', async () => {
    const { unmount } = renderWithProvider(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    unmount();
    renderWithProvider(<ControlledDrawer initialFocus="dialog" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // still a trap: Tab goes to its first control
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    renderWithProvider(<ControlledDrawer />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves the first Escape to a combobox whose list is open inside it; the next closes the drawer', async () => {
    function ListCombobox() {
      const [listOpen, setListOpen] = useState(true);
      return (
        <input
          role="combobox"
          aria-label="Search"
          aria-expanded={listOpen}
          aria-controls="results"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setListOpen(false);
          }}
        />
      );
    }
    const onOpenChange = vi.fn();
    renderWithProvider(
      <Drawer open onOpenChange={onOpenChange} title="Search">
        <ListCombobox />
        <ul id="results" />
      </Drawer>,
    );
    const input = await screen.findByRole('combobox', { name: 'Search' });
    input.focus();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes from the close button and returns focus', async () => {
    renderWithProvider(<ControlledDrawer />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click on the backdrop', async () => {
    const onOpenChange = vi.fn();
    renderWithProvider(
      <Drawer open onOpenChange={onOpenChange} title="Filters">
        content
      </Drawer>,
    );
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-dialog-overlay]')!;
    await userEvent.click(overlay);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('works uncontrolled from a trigger, returning focus to it', async () => {
    renderWithProvider(
      <Drawer title="Bag" trigger={<button type="button">Open bag</button>}>
        Your bag is empty
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Open bag' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Bag' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    renderWithProvider(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
