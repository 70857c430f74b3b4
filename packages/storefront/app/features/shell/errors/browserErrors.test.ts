// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_FAILED_EVENT } from '@ridgeline/renderer';
import { BROWSER_ERRORS_ENDPOINT } from '../overlays/config';
import { BROWSER_ERRORS_PER_PAGE } from './browserErrorReport';
import { watchBrowserErrors } from './browserErrors';

// The page's side of the browser error reports (docs/behaviour/shell.md#browser-error-reports).
const config = { endpoint: BROWSER_ERRORS_ENDPOINT, sampleRate: 1 };
const stops: (() => void)[] = [];
const watching = (...args: Parameters<typeof watchBrowserErrors>) => void stops.push(watchBrowserErrors(...args));
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
});

const scriptError = (message: string, filename = `${window.location.origin}/assets/app-1a2b.js?v=2`, lineno = 7) =>
  window.dispatchEvent(new ErrorEvent('error', { message, filename, lineno, colno: 21 }));
const rejection = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
const sentReports = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([endpoint, json]) => {
    expect(endpoint).toBe(BROWSER_ERRORS_ENDPOINT);
    return JSON.parse(json as string) as Record<string, unknown>;
  });

describe('watchBrowserErrors', () => {
  it('reports a script error with the page path and its same-origin script, line and column', () => {
    const send = vi.fn();
    watching(config, { send });
    scriptError('TypeError: boom');
    expect(sentReports(send)).toEqual([
      {
        kind: 'error',
        message: 'TypeError: boom',
        source: '/assets/app-1a2b.js',
        line: 7,
        column: 21,
        page: window.location.pathname,
      },
    ]);
  });

  it("another origin's script is reported without its file or position", () => {
    const send = vi.fn();
    watching(config, { send });
    scriptError('Script error.', 'https://tags.other.example/tag.js', 1);
    expect(sentReports(send)).toEqual([{ kind: 'error', message: 'Script error.', page: window.location.pathname }]);
  });

  it('reports unhandled rejections and islands that cannot load, those that failed before it started too', () => {
    const failedEarlier = document.createElement('div');
    failedEarlier.setAttribute('data-island', 'shop-buy-box');
    failedEarlier.setAttribute('data-island-state', 'failed');
    document.body.append(failedEarlier);
    const send = vi.fn();
    watching(config, { send });
    rejection(new Error('Recommendations failed'));
    window.dispatchEvent(
      new CustomEvent(ISLAND_FAILED_EVENT, {
        detail: {
          event: 'island-failed',
          kind: 'product-reviews',
          message: 'Failed to fetch dynamically imported module',
        },
      }),
    );
    expect(sentReports(send).map(({ kind, island, message }) => ({ kind, island, message }))).toEqual([
      { kind: 'island', island: 'shop-buy-box', message: 'An island could not load before the page could report it.' },
      { kind: 'unhandledrejection', island: undefined, message: 'Error: Recommendations failed' },
      { kind: 'island', island: 'product-reviews', message: 'Failed to fetch dynamically imported module' },
    ]);
  });

  it(`sends at most ${BROWSER_ERRORS_PER_PAGE} reports a page, and the same one once`, () => {
    const send = vi.fn();
    watching(config, { send });
    scriptError('same');
    scriptError('same');
    for (let i = 0; i < 20; i += 1) scriptError(`error ${i}`);
    expect(send).toHaveBeenCalledTimes(BROWSER_ERRORS_PER_PAGE);
    expect(sentReports(send).filter(({ message }) => message === 'same')).toHaveLength(1);
  });

  it('outside the sample it reports nothing (decided once per page)', () => {
    const send = vi.fn();
    const random = vi.fn(() => 0.5);
    watching({ ...config, sampleRate: 0.5 }, { send, random });
    scriptError('not sampled');
    expect(send).not.toHaveBeenCalled();
    expect(random).toHaveBeenCalledTimes(1);
    watching({ ...config, sampleRate: 0.5 }, { send, random: () => 0.49 });
    scriptError('sampled');
    expect(send).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    watching({ ...config, sampleRate: 0 }, { send: never, random: () => 0 });
    scriptError('rate 0');
    expect(never).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const send = vi.fn();
    watchBrowserErrors(config, { send })();
    scriptError('after stop');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends with navigator.sendBeacon as JSON by default', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    try {
      watching(config);
      scriptError('beacon');
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [endpoint, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
      expect(endpoint).toBe('/__ridgeline/errors');
      expect(body.type).toBe('application/json');
      expect(JSON.parse(await body.text())).toMatchObject({ kind: 'error', message: 'beacon' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
