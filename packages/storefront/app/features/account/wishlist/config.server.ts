import { envFrom, type RawEnv } from '../../../platform/env.server';

/**
 * `WISHLIST_ENABLED`: the wish list (the hearts, `/account/wishlist`, `/__ridgeline/wishlist`) is off unless this is
 * `1`, `true` or `on`. The root `npm start` and the end-to-end servers turn it on.
 */
export function wishlistEnabled(env?: RawEnv): boolean {
  return envFrom(env).WISHLIST_ENABLED;
}
