import { LRUCache } from 'lru-cache';

export interface RateLimitedLog {
  /**
   * Whether a line for `key` may be written now: at most one per key per interval. Returns how many lines for that
   * key were held back since the last one written (0 the first time), or undefined when this one must be held back.
   */
  admit(key: string): number | undefined;
}

/**
 * A limiter for log lines that an outage would otherwise repeat on every request (one per key per `intervalMs`),
 * remembering at most `maxKeys` keys (the least recently used are forgotten first, so a flood of distinct keys
 * cannot grow it).
 */
export function rateLimitedLog(
  intervalMs: number,
  { maxKeys = 1_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {},
): RateLimitedLog {
  const keys = new LRUCache<string, { writtenAt: number; heldBack: number }>({ max: maxKeys });
  return {
    admit(key) {
      const time = now();
      const entry = keys.get(key);
      if (entry && time - entry.writtenAt < intervalMs) {
        entry.heldBack += 1;
        return undefined;
      }
      keys.set(key, { writtenAt: time, heldBack: 0 });
      return entry?.heldBack ?? 0;
    },
  };
}
