/** docs/behaviour/data-and-caching.md#cache-lifetimes: commerce data 900 s fresh, then 900 s served stale while it refreshes. */
export const COMMERCE_CACHE_TIMES = { freshMs: 900_000, staleMs: 900_000 } as const;

interface Entry<T> {
  value?: T;
  storedAt: number;
  pending?: Promise<T>;
}

export interface SwrCache {
  /** The value of `key`: fresh from the cache, stale (refreshing in the background), or loaded now. Errors are not cached. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

/** A small in-process stale-while-revalidate cache with shared in-flight loads and an LRU bound. */
export function createSwrCache({
  freshMs = COMMERCE_CACHE_TIMES.freshMs,
  staleMs = COMMERCE_CACHE_TIMES.staleMs,
  maxEntries = 2000,
  now = Date.now,
}: { freshMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {}): SwrCache {
  const entries = new Map<string, Entry<unknown>>();

  const start = <T>(key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> => {
    const pending = load().then(
      (value) => {
        entries.delete(key);
        entries.set(key, { value, storedAt: now() });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      },
      (error: unknown) => {
        delete entry.pending;
        if (entry.value === undefined) entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    entries.set(key, entry as Entry<unknown>);
    return pending;
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key) as Entry<T> | undefined;
      if (entry && entry.value !== undefined) {
        const age = now() - entry.storedAt;
        if (age < freshMs) return Promise.resolve(entry.value);
        if (age < freshMs + staleMs) {
          if (!entry.pending) start(key, entry, load).catch(() => {});
          return Promise.resolve(entry.value);
        }
      }
      if (entry?.pending) return entry.pending;
      return start(key, { storedAt: 0 }, load);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
