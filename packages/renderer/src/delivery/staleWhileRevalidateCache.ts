export interface CacheTimes {
  /** How long an entry is served without asking again. */
  freshMs: number;
  /** How long after that an entry is still served while a refresh runs in the background. */
  staleMs: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * An in-process stale-while-revalidate cache. Concurrent misses for one key share one load; a
 * stale hit returns at once and refreshes in the background; a failed refresh keeps the stale
 * value until it expires.
 */
export class StaleWhileRevalidateCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly times: CacheTimes,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** The age class of a key's entry right now. */
  lookup(key: string): { state: 'fresh' | 'stale'; value: V } | { state: 'missing' } {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'missing' };
    const age = this.now() - entry.storedAt;
    if (age < this.times.freshMs) return { state: 'fresh', value: entry.value };
    if (age < this.times.freshMs + this.times.staleMs) return { state: 'stale', value: entry.value };
    this.entries.delete(key);
    return { state: 'missing' };
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /** Runs `load` once for all concurrent callers of a key and stores its result. */
  loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  isLoading(key: string): boolean {
    return this.inFlight.has(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
