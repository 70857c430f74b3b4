/**
 * One browser error report (docs/behaviour/shell.md#browser-error-reports), as the page sends it to the collector
 * (`POST /__ridgeline/errors`) and as the collector accepts it: the same rules on both sides. A report says what
 * failed and where, never who: the message with e-mail addresses, long numbers and the query of any address in it
 * removed, the source file and line of this site's own scripts only, and the page's path without its query.
 * Browser-safe.
 */

/** What failed: a script error, a promise rejection nobody handled, or an island that could not load. */
export const BROWSER_ERROR_KINDS = ['error', 'unhandledrejection', 'island'] as const;
export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

export interface BrowserErrorReport {
  kind: BrowserErrorKind;
  message: string;
  /** The path of the same-origin script it happened in (no query). */
  source?: string;
  line?: number;
  column?: number;
  /** The kind of the island that could not load. */
  island?: string;
  /** The page's path, without its query or fragment. */
  page: string;
}

/** The most characters of a report's message, and of its paths. */
export const BROWSER_ERROR_MAX_MESSAGE = 300;
export const BROWSER_ERROR_MAX_PATH = 200;
/** The most reports one page sends. */
export const BROWSER_ERRORS_PER_PAGE = 5;
const MAX_POSITION = 10_000_000;

// Control characters (C0, DEL, C1) and the line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const ADDRESS_QUERY = /\b([a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** A run of digits as long as a card, an order or a phone number. */
const LONG_NUMBER = /\d{8,}/g;

/** A message as a report may carry it (see the module's comment); `''` when nothing is left. */
export function reportMessage(text: string): string {
  return text
    .replace(CONTROL, ' ')
    .replace(ADDRESS_QUERY, '$1')
    .replace(EMAIL, '[e-mail]')
    .replace(LONG_NUMBER, '[number]')
    .trim()
    .slice(0, BROWSER_ERROR_MAX_MESSAGE);
}

/** A path as a report may carry it: from `/`, without query or fragment, printable ASCII, capped; else undefined. */
export function reportPath(text: string, { numbers = false }: { numbers?: boolean } = {}): string | undefined {
  const path = text.split(/[?#]/, 1)[0]!.slice(0, BROWSER_ERROR_MAX_PATH);
  if (!/^\/[\x21-\x7e]*$/.test(path) || path.startsWith('//')) return undefined;
  return numbers ? path : path.replace(LONG_NUMBER, '[number]');
}

const position = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_POSITION ? value : undefined;

/**
 * A report from what was sent (or is about to be): undefined when it is not one (an unknown kind, no page). Every
 * value goes through the rules above; anything else sent is left out.
 */
export function browserErrorReportOf(value: unknown): BrowserErrorReport | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const sent = value as Record<string, unknown>;
  const kind = BROWSER_ERROR_KINDS.find((known) => known === sent.kind);
  const page = typeof sent.page === 'string' ? reportPath(sent.page) : undefined;
  if (!kind || !page) return undefined;
  const message = typeof sent.message === 'string' ? reportMessage(sent.message) : '';
  const source = typeof sent.source === 'string' ? reportPath(sent.source, { numbers: true }) : undefined;
  const line = source ? position(sent.line) : undefined;
  const column = source ? position(sent.column) : undefined;
  const island =
    typeof sent.island === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(sent.island) ? sent.island : undefined;
  return {
    kind,
    message: message || '(no message)',
    ...(source ? { source } : {}),
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    ...(island ? { island } : {}),
    page,
  };
}
