// The consent manager's listener, a module of its own: the overlays island imports it only with
// AFFILIATE_EVENT_CONSENT on, so a shop without it loads none of its code (docs/behaviour/accounts.md).
export { watchConsentChanges } from '@ridgeline/commerce';
