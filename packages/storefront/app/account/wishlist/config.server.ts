import { envFlag } from '../../lib/config.server';

/**
 * `WISHLIST_ENABLED`: the wish list (the hearts, `/account/wishlist`, `/__ridgeline/wishlist`) is off unless this is
 * `1`, `true` or `on`. The root `npm start` and the end-to-end servers turn it on.
 */
export function wishlistEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return envFlag(env.WISHLIST_ENABLED);
}
