import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NativeModal } from './NativeModal';

function Confirmation({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to bag
      </button>
      <NativeModal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Added to bag"
        closeLabel="Close"
        footer={<a href="/cart">Bag (1)</a>}
      >
        <p>Summit Jacket</p>
      </NativeModal>
    </>
  );
}

describe('NativeModal', () => {
  it('is in the server HTML, closed, and named by its title', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Confirmation />);
    const dialog = host.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(host.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`)).toHaveTextContent('Added to bag');
  });

  it('opens as a modal when its owner says so, with focus on its first control and its footer shown', async () => {
    const user = userEvent.setup();
    render(<Confirmation />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to bag' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Summit Jacket');
    expect(screen.getByRole('link', { name: 'Bag (1)' })).toHaveAttribute('href', '/cart');
  });

  it('tells its owner when the shopper closes it: the close button, Escape (the browser closes it), the backdrop', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Confirmation onClose={onClose} />);
    const open = () => user.click(screen.getByRole('button', { name: 'Add to bag', hidden: true }));

    await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);

    await open();
    act(() => document.querySelector('dialog')!.close()); // Escape: the browser's cancel closes the dialog
    expect(onClose).toHaveBeenCalledTimes(2);

    await open();
    fireEvent.click(screen.getByText('Summit Jacket'));
    expect(document.querySelector('dialog')).toHaveAttribute('open'); // a click inside is not the backdrop
    fireEvent.click(document.querySelector('dialog')!);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes when its owner says so', () => {
    const { rerender } = render(
      <NativeModal open onClose={() => {}} title="Added to bag" closeLabel="Close">
        body
      </NativeModal>,
    );
    expect(document.querySelector('dialog')).toHaveAttribute('open');
    rerender(
      <NativeModal open={false} onClose={() => {}} title="Added to bag" closeLabel="Close">
        body
      </NativeModal>,
    );
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });
});
