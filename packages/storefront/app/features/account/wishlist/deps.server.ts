import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { createShopperAuth } from '../../../platform/commerce/shopperSession.server';
import { ACCOUNT_CALL_TIMEOUT_MS } from '../auth.server';
import type { WishlistDeps } from './wishlist.server';
import { createWishlistApi } from '@ridgeline/commerce/server';

/**
 * The wish list's commerce clients (a shopper waits for these calls alone, so they get the account calls' longer
 * deadline). Made once per process by `request/commerceClients.server.ts`.
 */
export function createWishlistDeps(pageConfig: CommerceConfig): WishlistDeps {
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  return { auth: createShopperAuth(config), api: createWishlistApi(config) };
}
