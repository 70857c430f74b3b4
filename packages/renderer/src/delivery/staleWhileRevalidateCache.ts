import { LRUCache } from 'lru-cache';

export interface CacheTimes {
  /** How long an entry is served without asking again. */
  freshMs: number;
  /** How long after that an entry is still served at once while a refresh runs in the background. */
  staleMs: number;
  /**
   * How long after that an entry is kept to be served when a load fails (stale-if-error): the caller waits for the
   * load, and gets the old value only if it fails. 0: an expired entry is gone.
   */
  staleIfErrorMs: number;
}

export interface CacheLimits {
  /** Most entries kept for values (least recently used evicted first). */
  maxEntries: number;
  /**
   * Most total size of the values kept, in `sizeOf` units (JSON characters by default); undefined: entries only.
   * A single value larger than this is not cached at all.
   */
  maxSize?: number;
  /** Size of one value (default: the length of its JSON). Only used with `maxSize`. */
  sizeOf?: (value: unknown) => number;
  /**
   * Misses (values `isMiss` says are "not found") live in their own, smaller and shorter-lived LRU, so a flood of
   * lookups for things that do not exist can never evict the values that do.
   */
  missMaxEntries: number;
  /** How long a miss is remembered. */
  missTtlMs: number;
  /**
   * A load still pending after this long is no longer shared: the next caller starts its own. A load that never
   * settles (an upstream that ignores its timeout) then holds only the callers already waiting on it.
   */
  maxPendingMs: number;
}

export interface StaleWhileRevalidateCacheOptions<V> extends Partial<CacheTimes>, Partial<CacheLimits> {
  /** True for a value that means "there is no such thing" (kept in the miss cache). */
  isMiss?: (value: V) => boolean;
  /**
   * With an expired value at hand, wait at most this long for its reload, then serve the expired value while the
   * reload goes on (stale-if-slow: a stalled upstream costs this, not its whole timeout). Undefined: wait for the load.
   */
  staleIfSlowMs?: number;
  /** Clock (tests). */
  now?: () => number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = {
  maxEntries: 5_000,
  missMaxEntries: 1_000,
  missTtlMs: 60_000,
  maxPendingMs: 30_000,
};

interface Entry<V> {
  value: V;
  storedAt: number;
}

interface Pending<V> {
  promise: Promise<V>;
  startedAt: number;
}

export type CacheLookup<V> =
  | { state: 'fresh' | 'stale'; value: V }
  /** past the stale window, inside stale-if-error: load, and fall back to this value if the load fails */
  | { state: 'expired'; value: V }
  | { state: 'missing' };

const jsonLength = (value: unknown): number => {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
};

/**
 * An in-process stale-while-revalidate cache over two LRUs (lru-cache): values, bounded by count (and optionally
 * size), and misses, smaller and short-lived. Concurrent loads of one key share one load (unless it has been pending
 * longer than `maxPendingMs`); a stale hit returns at once and refreshes in the background; an expired hit is served
 * when its reload fails (stale-if-error). Errors are never cached.
 */
export class StaleWhileRevalidateCache<V> {
  private readonly values: LRUCache<string, Entry<V>>;
  private readonly misses: LRUCache<string, Entry<V>>;
  private readonly inFlight = new Map<string, Pending<V>>();
  private readonly times: CacheTimes;
  private readonly limits: CacheLimits;
  private readonly isMiss: (value: V) => boolean;
  private readonly now: () => number;
  private readonly staleIfSlowMs: number | undefined;

  constructor(options: StaleWhileRevalidateCacheOptions<V> = {}) {
    this.times = {
      freshMs: options.freshMs ?? 0,
      staleMs: options.staleMs ?? 0,
      staleIfErrorMs: options.staleIfErrorMs ?? 0,
    };
    this.limits = {
      maxEntries: options.maxEntries ?? DEFAULT_CACHE_LIMITS.maxEntries,
      missMaxEntries: options.missMaxEntries ?? DEFAULT_CACHE_LIMITS.missMaxEntries,
      missTtlMs: options.missTtlMs ?? DEFAULT_CACHE_LIMITS.missTtlMs,
      maxPendingMs: options.maxPendingMs ?? DEFAULT_CACHE_LIMITS.maxPendingMs,
      ...(options.maxSize !== undefined ? { maxSize: options.maxSize } : {}),
      ...(options.sizeOf ? { sizeOf: options.sizeOf } : {}),
    };
    this.isMiss = options.isMiss ?? (() => false);
    this.staleIfSlowMs = options.staleIfSlowMs;
    // Read the clock at each call (not a captured Date.now), so a test's replacement of Date.now applies.
    this.now = options.now ?? (() => Date.now());
    const sizeOf = this.limits.sizeOf ?? jsonLength;
    this.values = new LRUCache<string, Entry<V>>({
      max: Math.max(1, this.limits.maxEntries),
      ...(this.limits.maxSize !== undefined
        ? { maxSize: this.limits.maxSize, sizeCalculation: (entry: Entry<V>) => sizeOf(entry.value) }
        : {}),
    });
    this.misses = new LRUCache<string, Entry<V>>({ max: Math.max(1, this.limits.missMaxEntries) });
  }

  /** The age class of a key's entry right now. */
  lookup(key: string): CacheLookup<V> {
    const now = this.now();
    const miss = this.misses.get(key);
    if (miss) {
      if (now - miss.storedAt < Math.min(this.limits.missTtlMs, this.times.freshMs + this.times.staleMs))
        return { state: 'fresh', value: miss.value };
      this.misses.delete(key);
    }
    const entry = this.values.get(key);
    if (!entry) return { state: 'missing' };
    const age = now - entry.storedAt;
    if (age < this.times.freshMs) return { state: 'fresh', value: entry.value };
    if (age < this.times.freshMs + this.times.staleMs) return { state: 'stale', value: entry.value };
    if (age < this.times.freshMs + this.times.staleMs + this.times.staleIfErrorMs)
      return { state: 'expired', value: entry.value };
    this.values.delete(key);
    return { state: 'missing' };
  }

  set(key: string, value: V): void {
    const entry = { value, storedAt: this.now() };
    if (this.isMiss(value)) {
      // Whatever was there is gone upstream: the old value must not be served again, not even on an error.
      this.values.delete(key);
      this.misses.set(key, entry);
    } else {
      this.misses.delete(key);
      this.values.set(key, entry);
    }
  }

  /**
   * Runs `load` once for all concurrent callers of a key and stores its result. A load pending longer than
   * `maxPendingMs` is not joined: this caller starts a new one, which replaces it.
   */
  loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.inFlight.get(key);
    if (running && this.now() - running.startedAt < this.limits.maxPendingMs) return running.promise;
    const pending: Pending<V> = { startedAt: this.now(), promise: undefined as never };
    let started: Promise<V>;
    try {
      started = load(); // at once, not a tick later: concurrent callers in this tick must find it running
    } catch (error) {
      started = Promise.reject(error);
    }
    pending.promise = started
      .then((value) => {
        // a load forgotten meanwhile (its key purged) answers its callers but is not kept
        if (this.inFlight.get(key) === pending) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
      });
    this.inFlight.set(key, pending);
    return pending.promise;
  }

  /**
   * The whole policy for one key: fresh → the value; stale → the value now, a refresh behind it; expired → a load,
   * the old value if it fails (`onStaleIfError` is told) or takes longer than `staleIfSlowMs`; missing → a load.
   */
  get(key: string, load: () => Promise<V>, onStaleIfError?: (error: unknown) => void): Promise<V> {
    const hit = this.lookup(key);
    if (hit.state === 'fresh') return Promise.resolve(hit.value);
    if (hit.state === 'stale') {
      // A failed refresh keeps the entry; the error surfaces only once nothing usable is left.
      if (!this.isLoading(key)) this.loadOnce(key, load).catch(() => undefined);
      return Promise.resolve(hit.value);
    }
    if (hit.state === 'expired') {
      const reload = this.loadOnce(key, load).catch((error: unknown) => {
        onStaleIfError?.(error);
        return hit.value;
      });
      if (this.staleIfSlowMs === undefined) return reload;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const slow = new Promise<V>((resolve) => {
        timer = setTimeout(() => resolve(hit.value), this.staleIfSlowMs);
      });
      return Promise.race([reload, slow]).finally(() => clearTimeout(timer));
    }
    return this.loadOnce(key, load);
  }

  /** A load for the key is running and still shared. */
  isLoading(key: string): boolean {
    const running = this.inFlight.get(key);
    return running !== undefined && this.now() - running.startedAt < this.limits.maxPendingMs;
  }

  clear(): void {
    this.values.clear();
    this.misses.clear();
  }

  /**
   * Drops every entry whose value `matches` (found values and misses alike), and forgets loads in flight for them so
   * what they fetched before the drop is not stored after it. Returns how many entries were dropped.
   */
  deleteWhere(matches: (value: V, key: string) => boolean): number {
    let dropped = 0;
    for (const store of [this.values, this.misses]) {
      const doomed: string[] = [];
      for (const [key, entry] of store.entries()) if (matches(entry.value, key)) doomed.push(key);
      for (const key of doomed) store.delete(key);
      dropped += doomed.length;
    }
    return dropped;
  }

  /**
   * Forgets every load in flight: each still answers its callers, but its value (fetched before a purge, perhaps) is
   * not stored, and the next request loads anew.
   */
  forgetLoads(): void {
    this.inFlight.clear();
  }

  /** Entries held: values and misses. */
  get size(): { values: number; misses: number } {
    return { values: this.values.size, misses: this.misses.size };
  }
}
