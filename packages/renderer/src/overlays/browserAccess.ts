/**
 * The overlays' browser access (docs/behaviour/shell.md#overlays-and-offline): storage and cookies for their once-rules,
 * the last viewed product, and the storefront's two overlay endpoints (the visitor's answer, the marketing slots).
 * Storage can be missing or refuse access (privacy modes, blocked third-party frames, a full quota): every call here
 * answers instead of throwing, and says when it could not. A failure is one `warn` line (the storefront's log shape).
 */
import type { CountryOverlay } from './country';
import { LAST_VIEWED_PRODUCT_KEY, parseLastViewedProduct } from './lastViewedProduct';
import type { MarketingAction, MarketingSlot } from './marketing';
import type { LastViewedProduct } from './rules';

export type StorageArea = 'local' | 'session';

/** Storefront endpoints the overlays call (same origin; never cached for the visitor one). */
export const VISITOR_PATH = '/__ridgeline/visitor';
export const MARKETING_PATH = '/__ridgeline/marketing';

const warn = (fields: { event: string; [field: string]: unknown }, message: string) =>
  console.warn(JSON.stringify({ level: 'warn', ...fields, message }));
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function area(kind: StorageArea): Storage {
  // Reading the property itself throws when storage is blocked.
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value; `null` when there is none; `undefined` when storage cannot be read at all. */
export function readStorage(kind: StorageArea, key: string): string | null | undefined {
  try {
    return area(kind).getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores a value; false (and one log line) when storage refuses it. */
export function writeStorage(kind: StorageArea, key: string, value: string): boolean {
  try {
    area(kind).setItem(key, value);
    return true;
  } catch (error) {
    warn({ event: 'shell-storage-failed', key }, messageOf(error));
    return false;
  }
}

/** Removes a value; false when storage cannot be reached (nothing to remove then either). */
export function removeStorage(kind: StorageArea, key: string): boolean {
  try {
    area(kind).removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cookie of this document. Not the storefront's `Cookie` header parser (on the `cookie` package): that would put the
 * whole package into the overlays island, which every page loads, to read one name.
 */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Stores the product the shopper is looking at, for Pick Up Where You Left Off (the product page's island calls it);
 * false when it is not a valid product or storage refuses it.
 */
export function rememberLastViewedProduct(product: LastViewedProduct): boolean {
  const valid = parseLastViewedProduct(product);
  if (!valid) return false;
  return writeStorage('local', LAST_VIEWED_PRODUCT_KEY, JSON.stringify(valid));
}

/** The stored product, if there is a valid one. */
export function readLastViewedProduct(): LastViewedProduct | undefined {
  const raw = readStorage('local', LAST_VIEWED_PRODUCT_KEY);
  if (!raw) return undefined;
  try {
    return parseLastViewedProduct(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** What the overlays must know about this visitor and cannot read from public, cached HTML (`VISITOR_PATH`). */
export interface VisitorInfo {
  doNotTrack: boolean;
  countryOverlay: CountryOverlay | null;
}

export const VISITOR_SESSION_KEY = 'ridgeline-visitor';
/** When the endpoint cannot be reached the visitor is treated as not to be tracked (and asked again next page). */
const UNKNOWN_VISITOR: VisitorInfo = { doNotTrack: true, countryOverlay: null };

let pendingVisitor: Promise<VisitorInfo> | undefined;

function parseVisitor(raw: string | null | undefined): VisitorInfo | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<VisitorInfo>;
    return typeof value.doNotTrack === 'boolean'
      ? { doNotTrack: value.doNotTrack, countryOverlay: value.countryOverlay ?? null }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * This visitor's answer: asked once per browser session (kept in sessionStorage) and page, shared by the overlays (the
 * country selector) and the activity client (do-not-track sent by the request headers).
 */
export function visitorInfo(locale: string): Promise<VisitorInfo> {
  pendingVisitor ??= (async () => {
    const stored = parseVisitor(readStorage('session', VISITOR_SESSION_KEY));
    if (stored) return stored;
    try {
      const response = await fetch(`${VISITOR_PATH}?${new URLSearchParams({ locale })}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${response.status}`);
      const info = parseVisitor(await response.text());
      if (!info) throw new Error('malformed answer');
      writeStorage('session', VISITOR_SESSION_KEY, JSON.stringify(info));
      return info;
    } catch (error) {
      warn({ event: 'visitor-info-failed' }, messageOf(error));
      return UNKNOWN_VISITOR;
    }
  })();
  return pendingVisitor;
}

/** Tests only: forget the page's answer. */
export function resetVisitorInfo(): void {
  pendingVisitor = undefined;
}

const pendingMarketing = new Map<string, Promise<MarketingAction | null>>();

/**
 * The slot's action from `MARKETING_PATH/{slot}` (asked when an opening rule can hold), asked once per page; a failure
 * is logged and means "no action".
 */
export function fetchMarketingAction(slot: MarketingSlot, locale: string): Promise<MarketingAction | null> {
  const key = `${slot}|${locale}`;
  let answer = pendingMarketing.get(key);
  if (!answer) {
    answer = fetch(`${MARKETING_PATH}/${slot}?${new URLSearchParams({ locale })}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return ((await response.json()) as { action: MarketingAction | null }).action;
      })
      .catch((error: unknown) => {
        warn({ event: 'marketing-slot-failed', slot }, messageOf(error));
        return null;
      });
    pendingMarketing.set(key, answer);
  }
  return answer;
}
