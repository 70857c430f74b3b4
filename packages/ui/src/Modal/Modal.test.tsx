import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithProvider } from '../test/render';
import { Modal } from './Modal';

function SignInPrompt() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign in</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Sign in to continue"
        description="Members save their wish list."
        footer={<Button onClick={() => setOpen(false)}>Not now</Button>}
      >
        <label>
          Email <input type="email" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens an aria-modal dialog with name and description', async () => {
    renderWithProvider(<SignInPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Members save their wish list.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and restores focus to the opener', async () => {
    renderWithProvider(<SignInPrompt />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes when its overlay is clicked, and restores focus to the opener', async () => {
    renderWithProvider(<SignInPrompt />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    // a click inside the panel keeps it open
    await userEvent.click(within(dialog).getByText('Members save their wish list.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]')!;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from a footer action', async () => {
    renderWithProvider(<SignInPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no description reference when none is given', async () => {
    renderWithProvider(
      <Modal open title="Plain">
        Body
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Plain' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});
