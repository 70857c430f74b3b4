/**
 * The browser's side of `/__ridgeline/visitor`: asked once per browser session (kept in sessionStorage), shared by the
 * overlays (the country selector) and the activity client (do-not-track sent by the request headers).
 */
import { VISITOR_PATH } from './config';
import type { CountryOverlay } from '@ridgeline/renderer';
import { readStorage, writeStorage } from './storage';
import { log, messageOf } from '../../../platform/log';

export interface VisitorInfo {
  doNotTrack: boolean;
  countryOverlay: CountryOverlay | null;
}

export const VISITOR_SESSION_KEY = 'ridgeline-visitor';
/** When the endpoint cannot be reached the visitor is treated as not to be tracked (and asked again next page). */
const UNKNOWN_VISITOR: VisitorInfo = { doNotTrack: true, countryOverlay: null };

let pending: Promise<VisitorInfo> | undefined;

function parse(raw: string | null | undefined): VisitorInfo | undefined {
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

/** This visitor's answer (once per session and page). */
export function visitorInfo(locale: string): Promise<VisitorInfo> {
  pending ??= (async () => {
    const stored = parse(readStorage('session', VISITOR_SESSION_KEY));
    if (stored) return stored;
    try {
      const response = await fetch(`${VISITOR_PATH}?${new URLSearchParams({ locale })}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${response.status}`);
      const info = parse(await response.text());
      if (!info) throw new Error('malformed answer');
      writeStorage('session', VISITOR_SESSION_KEY, JSON.stringify(info));
      return info;
    } catch (error) {
      log.warn({ event: 'visitor-info-failed' }, messageOf(error));
      return UNKNOWN_VISITOR;
    }
  })();
  return pending;
}

/** Tests only: forget the page's answer. */
export function resetVisitorInfo(): void {
  pending = undefined;
}
