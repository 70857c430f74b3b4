import type { MouseEvent } from 'react';
import { ACCOUNT_DRAWER_EVENT, ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE, dispatchHostEvent } from './host';

/**
 * Link objects of type `account-drawer` open UI instead of navigating: blocks ask their host with the
 * `ACCOUNT_DRAWER_EVENT` window event (`./host`, the one spelling the storefront listens for).
 */
export { ACCOUNT_DRAWER_EVENT };

/** Spread on an element that asks for the account drawer: static HTML (a block that never hydrates) works too. */
export const accountDrawerTrigger = { [ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE]: '' } as const;

/** Asks the host for the account drawer; true when the host handled it. */
export function requestAccountDrawer(event?: MouseEvent): boolean {
  event?.preventDefault();
  return dispatchHostEvent(ACCOUNT_DRAWER_EVENT);
}
