import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useEffect, useState, type RefObject } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NativeDrawer, nativeDrawerOpener, openNativeDrawer } from './NativeDrawer';

function Menu({ onClose, dialogRef }: { onClose?: () => void; dialogRef?: RefObject<HTMLDialogElement | null> }) {
  return (
    <>
      <button type="button" {...nativeDrawerOpener('menu')}>
        Menu
      </button>
      <NativeDrawer id="menu" title="Shop" closeLabel="Close menu" onClose={onClose} dialogRef={dialogRef}>
        <a href="/c/mens/">Men&apos;s</a>
      </NativeDrawer>
    </>
  );
}

describe('NativeDrawer', () => {
  it('is in the server HTML, closed, named by its title, and its opener names it natively', () => {
    const html = renderToString(<Menu />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const dialog = host.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.id).toBe('menu');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(
      host.querySelector(`#${dialog.getAttribute('aria-labelledby')!.replace(/[^\w-]/g, '\\$&')}`),
    ).toHaveTextContent('Shop');
    const opener = host.querySelector('button')!;
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(opener).toHaveAttribute('commandfor', 'menu');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(host.querySelector('dialog button')).toHaveAttribute('command', 'close');
    expect(dialog).toHaveTextContent("Men's");
  });

  it('hydrates over a dialog the browser opened before the code ran, and its owner can tell', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Menu />);
    document.body.append(host);
    host.querySelector('dialog')!.showModal(); // what the browser does for the opener's command, with no script
    const seen: boolean[] = [];
    function Owner() {
      const [dialogRef] = useState(() => createRef<HTMLDialogElement>());
      useEffect(() => {
        seen.push(dialogRef.current?.open ?? false);
      }, [dialogRef]);
      return <Menu dialogRef={dialogRef} />;
    }
    const root = await act(async () => hydrateRoot(host, <Owner />));
    expect(seen).toEqual([true]);
    expect(host.querySelector('dialog')).toHaveAttribute('open'); // hydration left it open
    act(() => root.unmount());
    host.remove();
  });

  it('closes from its close button, Escape (the browser closes it) and the backdrop, calling onClose each time', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Menu onClose={onClose} />);
    const dialog = () => screen.getByRole('dialog', { name: 'Shop' });
    const open = () => openNativeDrawer(document.querySelector('dialog'));

    act(open);
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);

    act(open);
    act(() => document.querySelector('dialog')!.close()); // Escape: the browser's cancel closes the dialog
    expect(onClose).toHaveBeenCalledTimes(2);

    act(open);
    fireEvent.click(screen.getByRole('link', { name: "Men's" }), { button: 0 });
    expect(dialog()).toHaveAttribute('open'); // a click inside is not the backdrop
    fireEvent.click(dialog());
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
