/**
 * B2C Commerce's Active Data page-view beacon (the `dwac` tracker's `__Analytics-Start` GET), sent first-party: the
 * browser asks the storefront's same-origin path (`ACTIVE_DATA_BEACON_PATH`), and the storefront's server forwards an
 * allow-listed copy of the query to the commerce instance (docs/behaviour/shell.md#active-data-beacon). Browser-safe:
 * the query builder, the rules each parameter's value must keep (the server applies the same ones to what it is sent)
 * and the page's one beacon.
 *
 * What the beacon says: the page's address and its referrer without their query's personal parts (only the product
 * list's state and campaign tags stay; no fragment), the screen's size, whether cookies are on, the time zone, the
 * title, the locale's currency, an anonymous customer type and two random numbers. Nothing is read from the shopper's
 * cookies: the server forwards none, and who the shopper is stays with the commerce session.
 */

/** The storefront's same-origin path the browser sends the beacon to. */
export const ACTIVE_DATA_BEACON_PATH = '/__ridgeline/analytics/__Analytics-Start';

/** The tracker's customer type of a shopper it does not know (its own spelling). */
export const ACTIVE_DATA_ANONYMOUS = '__ANNONYMOUS__';

/**
 * Each parameter the beacon may carry, in the order it is forwarded, and the most characters its value keeps; a
 * parameter not named here is never forwarded (`locale` is the storefront's own: it chooses the path).
 */
export const ACTIVE_DATA_PARAMS = {
  url: 1_000,
  res: 11,
  cookie: 1,
  cmpn: 100,
  tz: 64,
  pcat: 256,
  title: 256,
  pcc: 3,
  pct: 64,
  dwac: 24,
  r: 24,
  ref: 1_000,
  data: 256,
} as const satisfies Record<string, number>;

export type ActiveDataParam = keyof typeof ACTIVE_DATA_PARAMS;

/** The most characters of a beacon's whole query (the server drops a longer one unsent). */
export const ACTIVE_DATA_MAX_QUERY = 4_096;

/** Values with a shape of their own; anything else is dropped (the others are free text, capped). */
const SHAPES: Partial<Record<ActiveDataParam, RegExp>> = {
  res: /^\d{1,5}x\d{1,5}$/,
  cookie: /^[01]$/,
  tz: /^[A-Za-z0-9_+\-/]{1,64}$/,
  pcc: /^[A-Z]{3}$/,
  pct: /^[A-Za-z0-9_-]{1,64}$/,
  dwac: /^(?:0|0?\.\d{1,22}|\d{1,22})$/,
  r: /^(?:0|0?\.\d{1,22}|\d{1,22})$/,
};

// Control characters (C0, DEL, C1) and the line and paragraph separators: nothing a beacon value needs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A parameter's value as it may be sent: control characters removed, at most its characters; undefined for a
 * parameter not on the list or a shaped value out of shape.
 */
export function activeDataValue(name: string, value: string): string | undefined {
  if (!Object.hasOwn(ACTIVE_DATA_PARAMS, name)) return undefined;
  const param = name as ActiveDataParam;
  const clean = value.replace(CONTROL, '').slice(0, ACTIVE_DATA_PARAMS[param]);
  const shape = SHAPES[param];
  if (shape && clean !== '' && !shape.test(clean)) return undefined;
  return clean;
}

/**
 * The forwarded query of a received one: each listed parameter once (its first value), in the list's order, each
 * value through `activeDataValue`; everything else left out.
 */
export function activeDataForwardedQuery(received: URLSearchParams): URLSearchParams {
  const forwarded = new URLSearchParams();
  for (const name of Object.keys(ACTIVE_DATA_PARAMS) as ActiveDataParam[]) {
    const raw = received.get(name);
    if (raw === null) continue;
    const value = activeDataValue(name, raw);
    if (value !== undefined) forwarded.set(name, value);
  }
  return forwarded;
}

/** The commerce path's locale of a shop locale id (`en-US` → `en_US`); undefined for anything not shaped like one. */
export function activeDataLocale(localeId: string): string | undefined {
  const match = /^([a-z]{2})(?:[-_]([A-Z]{2}))?$/.exec(localeId);
  if (!match) return undefined;
  return match[2] ? `${match[1]}_${match[2]}` : match[1];
}

/** Query parameters of a page address that are kept: the product list's state and campaign tags (`utm_…`). */
const KEPT_QUERY = new Set(['refine', 'sort', 'limit', 'page', 'offset', 'locale']);
const keptParameter = (name: string) => KEPT_QUERY.has(name) || /^utm_[a-z]{1,20}$/.test(name);

/**
 * A page address as the beacon tells it: on this site, the address without its fragment and with only the kept
 * query parameters (a search phrase, a token, an e-mail, a click id are dropped); another site's, its origin only
 * (as browsers send a cross-site referrer); not an http(s) address, `''`.
 */
export function trackedAddress(address: string, siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.origin !== siteOrigin) return `${url.origin}/`;
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (keptParameter(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** What the beacon reads of the page (the browser's own values by default; tests pass theirs). */
export interface ActiveDataPage {
  href: string;
  origin: string;
  referrer: string;
  title: string;
  screen: { width: number; height: number };
  cookieEnabled: boolean;
  timeZone: string;
}

/** The page as the browser shows it now. */
export function currentActiveDataPage(): ActiveDataPage {
  let timeZone: string;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timeZone = '';
  }
  return {
    href: window.location.href,
    origin: window.location.origin,
    referrer: document.referrer,
    title: document.title,
    screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
    cookieEnabled: navigator.cookieEnabled !== false,
    timeZone,
  };
}

/** What the shell's browser configuration says about the beacon (`ShellConfig.activeData`). */
export interface ActiveDataBrowserConfig {
  /** The same-origin path the beacon goes to (`ACTIVE_DATA_BEACON_PATH`). */
  endpoint: string;
  /** The page's locale's currency (`pcc`). */
  currency: string;
}

export interface ActiveDataQueryOptions {
  /** The page's locale id (`en-US`): the storefront's `locale` parameter, which chooses the commerce path. */
  locale: string;
  currency: string;
  /** The page's category (`pcat`), on a category's pages. */
  category?: string;
  random?: () => number;
}

/** A random number as the tracker sends it (`0.` and 16 digits), whatever the number's size. */
const randomToken = (random: () => number) => Math.min(Math.max(random(), 0), 0.9999999999999999).toFixed(16);

/**
 * The beacon's query: the storefront's `locale`, then the tracker's parameters (`url`, `res`, `cookie`, `cmpn`, `tz`,
 * `pcat`, `title`, `pcc`, `pct`, `dwac`, `r`, `ref`, `data`), each value through `activeDataValue`.
 */
export function activeDataQuery(page: ActiveDataPage, options: ActiveDataQueryOptions): URLSearchParams {
  const random = options.random ?? Math.random;
  const values: Record<ActiveDataParam, string> = {
    url: trackedAddress(page.href, page.origin),
    res: `${Math.max(0, Math.round(page.screen.width))}x${Math.max(0, Math.round(page.screen.height))}`,
    cookie: page.cookieEnabled ? '1' : '0',
    cmpn: '',
    tz: page.timeZone,
    pcat: options.category ?? '',
    title: page.title,
    pcc: options.currency,
    pct: ACTIVE_DATA_ANONYMOUS,
    dwac: randomToken(random),
    r: randomToken(random),
    ref: page.referrer ? trackedAddress(page.referrer, page.origin) : '',
    data: '',
  };
  const query = new URLSearchParams({ locale: options.locale });
  for (const name of Object.keys(ACTIVE_DATA_PARAMS) as ActiveDataParam[]) {
    const value = activeDataValue(name, values[name]);
    if (value !== undefined) query.set(name, value);
  }
  // A query the storefront would not forward (too long once encoded) gives up its longest free texts first.
  for (const name of ['ref', 'title', 'url'] as const) {
    if (query.toString().length <= ACTIVE_DATA_MAX_QUERY) break;
    query.set(name, '');
  }
  return query;
}

export interface ActiveDataBeaconOptions {
  /** The browser's own do-not-track signals (the activity client's `browserDoNotTrack`). */
  doNotTrack: () => boolean;
  /** The server's do-not-track verdict for this visitor (`Sec-GPC` / `DNT` on their requests). */
  serverDoNotTrack: () => Promise<boolean>;
  /** Logs a beacon that could not be sent (never with its query). */
  warn: (detail: string) => void;
  page?: ActiveDataPage;
  category?: string;
  random?: () => number;
  fetchImpl?: typeof fetch;
}

/**
 * Sends the page's one beacon: a same-origin GET (kept alive past the page's unload, the session's cookies only to
 * this site), unless do-not-track is on (the browser's signals or the server's verdict). Resolves whether it was
 * sent; a failure is logged, never thrown.
 */
export async function sendActiveDataBeacon(
  config: ActiveDataBrowserConfig & { locale: string },
  options: ActiveDataBeaconOptions,
): Promise<boolean> {
  try {
    if (options.doNotTrack() || (await options.serverDoNotTrack())) return false;
    const query = activeDataQuery(options.page ?? currentActiveDataPage(), {
      locale: config.locale,
      currency: config.currency,
      ...(options.category ? { category: options.category } : {}),
      ...(options.random ? { random: options.random } : {}),
    });
    const response = await (options.fetchImpl ?? fetch)(`${config.endpoint}?${query}`, {
      method: 'GET',
      credentials: 'same-origin',
      keepalive: true,
      cache: 'no-store',
    });
    if (!response.ok) options.warn(`${response.status}`);
    return response.ok;
  } catch (error) {
    options.warn(error instanceof Error ? error.message : String(error));
    return false;
  }
}
