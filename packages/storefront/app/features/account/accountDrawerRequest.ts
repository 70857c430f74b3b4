import { ACCOUNT_DRAWER_EVENT, ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE } from '@ridgeline/blocks/host';

/**
 * "Open the account drawer", one event for the whole page: the blocks' `account-drawer` links, marketing-banner
 * buttons and promo callouts, the header's account link and the exit-intent modal all raise it, and the account host
 * (`dialog/AccountHost.tsx`) answers it. The name is defined once, in the blocks' host contract, because blocks may not
 * import the storefront.
 */
export { ACCOUNT_DRAWER_EVENT, ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE };

/** Asks for the account drawer (the sign-in dialog for a guest); when no host answers, runs `fallback`. */
export function requestAccountDrawer(fallback: () => void): void {
  const unhandled = window.dispatchEvent(new CustomEvent(ACCOUNT_DRAWER_EVENT, { cancelable: true }));
  if (unhandled) fallback();
}
