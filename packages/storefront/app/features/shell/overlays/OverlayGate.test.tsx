// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_FAILED_EVENT } from '@ridgeline/renderer';
import { OFFLINE_BANNER_TEXT, OFFLINE_MESSAGE, OFFLINE_RETRY_LABEL, OFFLINE_TITLE } from '../offline/messages';
import { OverlayGate, shellReservationAlert } from './OverlayGate';

const config = { locale: 'en-US', serviceWorker: false };

beforeEach(() => {
  // No overlay applies: the country cookie is set and nothing is stored; the endpoints are not needed.
  document.cookie = 'ridgeline-country=US';
  localStorage.setItem('ridgeline-exit-intent-shown', '1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"action":null}', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'ridgeline-country=; Max-Age=0';
});

describe('OverlayGate: offline handling', () => {
  it('shows the offline banner while offline, and clears it when the connection returns', async () => {
    render(<OverlayGate config={config} />);
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveProperty('textContent', OFFLINE_BANNER_TEXT);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
  });

  it('shows the retry screen when an island cannot load its code; it clears on a location change or when back online', () => {
    render(<OverlayGate config={config} />);
    act(() => void window.dispatchEvent(new CustomEvent(ISLAND_FAILED_EVENT)));
    const screenDialog = screen.getByRole('alertdialog', { name: OFFLINE_TITLE });
    expect(screenDialog.textContent).toContain(OFFLINE_MESSAGE);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: OFFLINE_RETRY_LABEL }));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => void window.dispatchEvent(new CustomEvent(ISLAND_FAILED_EVENT)));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Retry Connection clears the screen and loads the page again', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<OverlayGate config={config} />);
    act(() => void window.dispatchEvent(new CustomEvent(ISLAND_FAILED_EVENT)));
    act(() => screen.getByRole('button', { name: OFFLINE_RETRY_LABEL }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('OverlayGate: the shell’s reservation alert', () => {
  const reservation = {
    messages: {
      running: 'Your cart is reserved for {clock}',
      runningHint: 'Checkout now while it’s still available',
      expiredTitle: 'Sorry, time has expired',
      expiredBody: 'Your item is no longer reserved.',
      close: 'Close',
      region: 'Cart reservation',
    },
    bagHref: '/fr-ca/cart',
  };
  const reserveUntil = (expiry: number) => (document.cookie = `ridgeline-reservation=${expiry}; Path=/`);
  afterEach(() => {
    document.cookie = 'ridgeline-reservation=; Path=/; Max-Age=0';
    document.body.querySelector('[data-island="cart-reservation"]')?.remove();
  });

  it('in its last minute: pinned to the top, its hint a link to the bag', async () => {
    reserveUntil(Date.now() + 100_000);
    render(<OverlayGate config={{ ...config, reservation }} />);
    const alert = await screen.findByTestId('reservation-running');
    expect(alert.getAttribute('data-status')).toBe('warning');
    expect(alert.closest('[data-reservation-floating]')).not.toBeNull();
    expect(screen.getByRole('link', { name: reservation.messages.runningHint }).getAttribute('href')).toBe(
      '/fr-ca/cart',
    );
  });

  it('with many minutes left it stays out of the way (the bag shows the full countdown)', async () => {
    reserveUntil(Date.now() + 10 * 60_000);
    const { container } = render(<OverlayGate config={{ ...config, reservation }} />);
    await vi.waitFor(() => expect(container.querySelector('[data-reservation="hidden"]')).not.toBeNull());
    expect(screen.queryByTestId('reservation-running')).toBeNull();
  });

  it('loads nothing without a reservation cookie or its words, nor where the page has its own timer', async () => {
    const withWords = { ...config, reservation };
    await expect(shellReservationAlert(withWords)).resolves.toBeNull();
    reserveUntil(Date.now() + 100_000);
    await expect(shellReservationAlert(config)).resolves.toBeNull();
    expect(await shellReservationAlert(withWords)).not.toBeNull();
    const ownTimer = document.createElement('div');
    ownTimer.setAttribute('data-island', 'cart-reservation');
    document.body.append(ownTimer);
    await expect(shellReservationAlert(withWords)).resolves.toBeNull();
  });
});
