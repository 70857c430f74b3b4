/**
 * Do-not-track, effective value (docs/behaviour/shell.md#recommendation-and-activity-calls): when it is on, no
 * recommendation or activity call is made. The browser's own signals are read here; the request headers a proxy or
 * an extension may add (`Sec-GPC`, `DNT`) are read by the server (`doNotTrack.server.ts`) and reach the browser through
 * the visitor endpoint.
 */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** `navigator.doNotTrack === '1'` (also the older `window.doNotTrack`) or `navigator.globalPrivacyControl`. */
export function browserDoNotTrack(
  nav: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : (navigator as PrivacySignals),
  win: PrivacySignals | undefined = typeof window === 'undefined' ? undefined : (window as unknown as PrivacySignals),
): boolean {
  return nav?.doNotTrack === '1' || win?.doNotTrack === '1' || nav?.globalPrivacyControl === true;
}
