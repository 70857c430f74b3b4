// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

describe('OverlayGate: the Active Data beacon and the page’s error reports', () => {
  const activeData = { endpoint: '/__ridgeline/analytics/__Analytics-Start', currency: 'CAD' };
  const browserErrors = { endpoint: '/__ridgeline/errors', sampleRate: 1 };
  const answering = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const address = String(input);
        if (address.startsWith('/__ridgeline/visitor'))
          return Response.json({ doNotTrack: false, countryOverlay: null });
        if (address.startsWith(activeData.endpoint)) return new Response(null, { status: 204 });
        return new Response('{"action":null}', { status: 200 });
      }),
    );
  const beacons = () =>
    vi.mocked(fetch).mock.calls.filter(([address]) => String(address).startsWith(activeData.endpoint));
  const settled = async () => {
    await vi.waitFor(() => expect(document.documentElement.dataset.shellOverlays).toBe('ready'));
  };
  beforeEach(() => {
    delete document.documentElement.dataset.shellOverlays;
    answering();
  });
  afterEach(() => {
    document.body.querySelector('[data-offline-page]')?.remove();
  });

  it('sends the beacon once per page, in the page’s locale and currency, even when the root is rendered again', async () => {
    const { rerender } = render(<OverlayGate config={{ ...config, locale: 'fr-CA', activeData }} />);
    await settled();
    rerender(<OverlayGate config={{ ...config, locale: 'fr-CA', activeData: { ...activeData } }} />);
    expect(beacons()).toHaveLength(1);
    const [address, init] = beacons()[0]!;
    const query = new URL(String(address), window.location.origin).searchParams;
    expect(query.get('locale')).toBe('fr-CA');
    expect(query.get('pcc')).toBe('CAD');
    expect(query.get('url')).toBe(`${window.location.origin}${window.location.pathname}`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', keepalive: true });
  });

  it('sends no beacon without its configuration, on the offline page, or while do-not-track is on', async () => {
    render(<OverlayGate config={config} />);
    await settled();
    cleanup();
    const offlinePage = document.createElement('div');
    offlinePage.setAttribute('data-offline-page', '');
    document.body.append(offlinePage);
    render(<OverlayGate config={{ ...config, activeData }} />);
    offlinePage.remove();
    cleanup();
    delete document.documentElement.dataset.shellOverlays;
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    try {
      render(<OverlayGate config={{ ...config, activeData }} />);
      await settled();
    } finally {
      delete (navigator as { doNotTrack?: unknown }).doNotTrack;
    }
    expect(beacons()).toEqual([]);
  });

  it('reports the page’s errors to the collector with BROWSER_ERRORS only, the offline page included', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    onTestFinished(() => void delete (navigator as { sendBeacon?: unknown }).sendBeacon);
    const fail = () =>
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'TypeError: boom', filename: 'https://cdn.example/x.js' }),
      );
    render(<OverlayGate config={config} />);
    fail();
    expect(sendBeacon).not.toHaveBeenCalled();
    cleanup();
    const offlinePage = document.createElement('div');
    offlinePage.setAttribute('data-offline-page', '');
    document.body.append(offlinePage);
    render(<OverlayGate config={{ ...config, browserErrors }} />);
    // The reporter's code loads when configured: once it listens, the error is sent (the same one only once).
    await vi.waitFor(() => {
      fail();
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    });
    expect(sendBeacon.mock.calls[0]).toContain('/__ridgeline/errors');
    cleanup();
    fail();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
