import { getCommerceConfig } from '../../lib/commerce/commerce.server';
import { createShopperAuth } from '../../lib/commerce/shopperSession.server';
import { ACCOUNT_CALL_TIMEOUT_MS } from '../auth.server';
import type { WishlistDeps } from './wishlist.server';
import { createWishlistApi } from './wishlistApi.server';

let cached: { key: string; deps: WishlistDeps } | undefined;

/** The wish list's commerce clients, made once per commerce configuration (a shopper waits for these calls alone). */
export function wishlistDeps(): WishlistDeps {
  const pageConfig = getCommerceConfig();
  const key = JSON.stringify(pageConfig);
  if (cached?.key !== key) {
    const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
    cached = { key, deps: { auth: createShopperAuth(config), api: createWishlistApi(config) } };
  }
  return cached.deps;
}
