import type { MouseEvent } from 'react';

/**
 * Link objects of type `account-drawer` open UI instead of navigating. Blocks dispatch this DOM
 * event on `window`; the storefront shell listens and opens its account drawer.
 */
export const ACCOUNT_DRAWER_EVENT = 'ridgeline:account-drawer';

export function requestAccountDrawer(event?: MouseEvent) {
  event?.preventDefault();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ACCOUNT_DRAWER_EVENT));
}
