import { createAccountCalls, type AccountCalls } from '@ridgeline/commerce/server';
import type { CommerceConfig } from '../../platform/commerce/config.server';
import { createShopperAuth, type ShopperAuth } from '../../platform/commerce/shopperSession.server';

export { AccountCallError, ACCOUNT_CALL_TIMEOUT_MS } from '@ridgeline/commerce/server';

/** What the account pages need: the shopper's SLAS session (guest login, refresh, logout) and the account calls. */
export interface AccountDeps extends AccountCalls {
  auth: ShopperAuth;
}

/** The account calls of the storefront's commerce configuration (fakes in tests). */
export const createAccountDeps = (config: CommerceConfig): AccountDeps => ({
  auth: createShopperAuth(config),
  ...createAccountCalls(config),
});
