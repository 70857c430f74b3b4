// @vitest-environment jsdom
import { ACCOUNT_DRAWER_EVENT, ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE, dispatchHostEvent } from '@ridgeline/blocks/host';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountHost } from './AccountHost';

/** The account host answers "open the account drawer" (blocks, header, exit intent) and `?signin=true` / `#signin`. */
const signIn = () => (document.cookie = 'ridgeline-signed-in=1; path=/');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ signedIn: true, firstName: 'Ada' })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'ridgeline-signed-in=; Max-Age=0; path=/';
  window.history.replaceState(null, '', '/');
});

const host = () => render(<AccountHost localeId="en-US" passwordless={false} social={false} />);
const drawer = () => screen.findByRole('link', { name: 'My Account' }, { timeout: 15_000 });

describe('AccountHost', () => {
  it("a block's request opens the drawer for a signed-in customer, moving focus into it", async () => {
    signIn();
    host();
    let handled = false;
    act(() => {
      handled = dispatchHostEvent(ACCOUNT_DRAWER_EVENT);
    });
    expect(handled).toBe(true);
    const link = await drawer();
    const dialog = link.closest('[role="dialog"]')!;
    expect(dialog).not.toBeNull();
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 15_000 });
  });

  it('a guest asking for the drawer gets the sign-in dialog instead (guests never see the drawer)', async () => {
    host();
    act(() => void dispatchHostEvent(ACCOUNT_DRAWER_EVENT));
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it("a block's account-drawer button in static HTML (no handler of its own) is answered by the host", async () => {
    host();
    const button = document.createElement('button');
    button.setAttribute(ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE, '');
    button.textContent = 'Your account';
    document.body.append(button);
    try {
      act(() => button.click());
      expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    } finally {
      button.remove();
    }
  });

  it("announces the header's account link as a button that opens a dialog once it answers it, and Space opens it", async () => {
    const link = document.createElement('a');
    link.href = '/login';
    link.setAttribute('data-account-link', '');
    link.setAttribute('aria-label', 'Account');
    document.body.append(link);
    try {
      const { unmount } = host();
      const button = screen.getByRole('button', { name: 'Account' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      button.focus();
      act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
      expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
      // Without the host the link is a link to /login again.
      unmount();
      expect(screen.getByRole('link', { name: 'Account' }).hasAttribute('aria-haspopup')).toBe(false);
    } finally {
      link.remove();
    }
  });

  it('?signin=true opens the drawer once it is up and leaves the address without it, without a reload', async () => {
    signIn();
    window.history.replaceState({ kept: 1 }, '', '/t/about?signin=true&ref=mail');
    host();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/t/about?ref=mail');
    expect(window.history.state).toEqual({ kept: 1 });
    expect(await drawer()).toBeTruthy();
  });

  it('#signin does the same, also when the hash changes on the page', async () => {
    signIn();
    host();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.history.replaceState(null, '', '/t/about#signin');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/t/about');
    expect(await drawer()).toBeTruthy();
  });

  it('a guest with ?signin=true gets the sign-in dialog', async () => {
    window.history.replaceState(null, '', '/?signin=true');
    host();
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
