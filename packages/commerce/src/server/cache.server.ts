import { StaleWhileRevalidateCache } from '@ridgeline/renderer/server';

/**
 * docs/behaviour/data-and-caching.md#cache-lifetimes: commerce data 900 s fresh, then 900 s served stale while it
 * refreshes; after that a request waits for the commerce API and gets the old data only if the API fails
 * (stale-if-error), for up to a day.
 */
export const COMMERCE_CACHE_TIMES = { freshMs: 900_000, staleMs: 900_000, staleIfErrorMs: 24 * 3_600_000 } as const;

export interface SwrCache {
  /**
   * The value of `key`: fresh from the cache, stale (refreshing in the background), loaded now, or — when that load
   * fails — the expired value (stale-if-error). Errors are not cached.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

/**
 * The commerce cache: the renderer's stale-while-revalidate cache (an LRU of `maxEntries`, lru-cache) with shared
 * in-flight loads; a load pending longer than `maxPendingMs` is no longer shared, so one hung call cannot hold every
 * later request.
 */
export function createSwrCache({
  freshMs = COMMERCE_CACHE_TIMES.freshMs,
  staleMs = COMMERCE_CACHE_TIMES.staleMs,
  staleIfErrorMs = COMMERCE_CACHE_TIMES.staleIfErrorMs,
  maxEntries = 2000,
  maxPendingMs = 30_000,
  staleIfSlowMs,
  now,
}: {
  freshMs?: number;
  staleMs?: number;
  staleIfErrorMs?: number;
  maxEntries?: number;
  maxPendingMs?: number;
  /** With expired data at hand, wait at most this long for the reload (default: wait for it). */
  staleIfSlowMs?: number;
  now?: () => number;
} = {}): SwrCache {
  const cache = new StaleWhileRevalidateCache<unknown>({
    freshMs,
    staleMs,
    staleIfErrorMs,
    maxEntries,
    maxPendingMs,
    ...(staleIfSlowMs !== undefined ? { staleIfSlowMs } : {}),
    ...(now ? { now } : {}),
  });
  return {
    get: <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>,
    clear: () => cache.clear(),
    get size() {
      return cache.size.values;
    },
  };
}
