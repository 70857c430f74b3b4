/**
 * The segment of a shared page: what may make two requests for the same address see different public HTML, and
 * nothing else. Today that is the locale (its messages and prices), its currency and the customer groups
 * personalised content resolves for. Nothing personal belongs here (no customer id, no session, no bag): a segment
 * is shared by everyone in it, and the render cache keeps one copy per segment (docs/decisions/0003-render-cache-key.md).
 *
 * The key is a hash so that it stays the same size however many groups a shopper is in, and so that a cache key,
 * a log line or a CDN header carrying it never spells out a shopper's groups.
 */
import { createHash } from 'node:crypto';

export interface SegmentInput {
  /** the shop locale id (`en-US`) */
  locale: string;
  /** ISO 4217 (`USD`) */
  currency: string;
  /** the customer groups personalised content resolves for; order and repeats do not matter */
  customerGroups: readonly string[];
}

/** Characters of the base64url SHA-256 kept: 96 bits, ample against accidental collisions of a few segments. */
export const SEGMENT_KEY_LENGTH = 16;

/**
 * A stable, bounded key of a segment: the same for the same locale, currency and set of groups (in any order), a
 * different one as soon as one of them differs. Throws on a value that is not a non-empty string, so a caller that
 * lost a field fails loudly rather than folding every shopper into one segment.
 */
export function segmentKey({ locale, currency, customerGroups }: SegmentInput): string {
  for (const [name, value] of [
    ['locale', locale],
    ['currency', currency],
  ] as const) {
    if (typeof value !== 'string' || value.trim() === '')
      throw new Error(`segmentKey: ${name} must be a non-empty string; got ${JSON.stringify(value)}`);
  }
  if (!Array.isArray(customerGroups) || customerGroups.some((group) => typeof group !== 'string' || group === '')) {
    throw new Error(
      `segmentKey: customerGroups must be an array of non-empty strings; got ${JSON.stringify(customerGroups)}`,
    );
  }
  const groups = [...new Set(customerGroups)].sort();
  // JSON keeps the fields apart whatever characters they hold (`a,b` + `c` never equals `a` + `b,c`).
  const canonical = JSON.stringify([locale, currency.toUpperCase(), groups]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, SEGMENT_KEY_LENGTH);
}
