/**
 * The page's browser error reports (docs/behaviour/shell.md#browser-error-reports): with `BROWSER_ERRORS` on, the
 * shell's overlays island watches the page's script errors (window `error`), the promise rejections nobody handled
 * (`unhandledrejection`) and the islands that could not load (`ISLAND_FAILED_EVENT`, and those that failed before it
 * started), and sends each as one report (`browserErrorReport.ts`) to the storefront's collector with
 * `navigator.sendBeacon`: at most `BROWSER_ERRORS_PER_PAGE` a page, the same one once, and only on the share
 * `sampleRate` of page views (decided once per page).
 */
import { ISLAND_ATTRIBUTE, ISLAND_FAILED_EVENT, ISLAND_STATE_ATTRIBUTE } from '@ridgeline/renderer';
import type { BrowserErrorsConfig } from '../overlays/config';
import { BROWSER_ERRORS_PER_PAGE, browserErrorReportOf, type BrowserErrorReport } from './browserErrorReport';

export interface WatchBrowserErrorsOptions {
  /** Sends one report's JSON to the collector (default: `navigator.sendBeacon` as `application/json`). */
  send?: (endpoint: string, json: string) => void;
  random?: () => number;
  win?: Window;
}

const sendBeacon = (endpoint: string, json: string) => {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(endpoint, new Blob([json], { type: 'application/json' }));
};

/** Where a script error happened: the script's path and position, for this site's own scripts only. */
function scriptPlace(
  filename: string | undefined,
  line: number | undefined,
  column: number | undefined,
  origin: string,
): Pick<BrowserErrorReport, 'source' | 'line' | 'column'> {
  if (!filename) return {};
  try {
    const url = new URL(filename);
    if (url.origin !== origin) return {};
    return { source: url.pathname, ...(line ? { line } : {}), ...(column ? { column } : {}) };
  } catch {
    return {};
  }
}

const textOf = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  return Object.prototype.toString.call(value);
};

/** Starts watching (or, outside the sample, does nothing); returns the function that stops. */
export function watchBrowserErrors(config: BrowserErrorsConfig, options: WatchBrowserErrorsOptions = {}): () => void {
  const random = options.random ?? Math.random;
  if (!(random() < config.sampleRate)) return () => undefined;
  const win = options.win ?? window;
  const send = options.send ?? sendBeacon;
  const seen = new Set<string>();

  const report = (what: Omit<BrowserErrorReport, 'page'>) => {
    if (seen.size >= BROWSER_ERRORS_PER_PAGE) return;
    const checked = browserErrorReportOf({ ...what, page: win.location.pathname });
    if (!checked) return;
    const key = JSON.stringify([checked.kind, checked.message, checked.source, checked.line, checked.island]);
    if (seen.has(key)) return;
    seen.add(key);
    try {
      send(config.endpoint, JSON.stringify(checked));
    } catch {
      // A report that cannot be sent is not worth another error.
    }
  };

  const onError = (event: ErrorEvent) =>
    report({
      kind: 'error',
      message: event.message || textOf(event.error),
      ...scriptPlace(event.filename, event.lineno, event.colno, win.location.origin),
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ kind: 'unhandledrejection', message: textOf(event.reason) });
  const onIsland = (event: Event) => {
    const detail = (event as CustomEvent<{ kind?: unknown; message?: unknown } | null>).detail;
    report({
      kind: 'island',
      message: typeof detail?.message === 'string' ? detail.message : 'An island could not load.',
      ...(typeof detail?.kind === 'string' ? { island: detail.kind } : {}),
    });
  };

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener(ISLAND_FAILED_EVENT, onIsland);
  // The islands that failed before anyone listened (their runtime's console line is all they left).
  for (const failed of win.document.querySelectorAll(`[${ISLAND_STATE_ATTRIBUTE}="failed"]`)) {
    const island = failed.getAttribute(ISLAND_ATTRIBUTE);
    report({
      kind: 'island',
      message: 'An island could not load before the page could report it.',
      ...(island ? { island } : {}),
    });
  }
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener(ISLAND_FAILED_EVENT, onIsland);
  };
}
