/**
 * The segment key: a stable, bounded name for everything a shared page may vary on (locale, currency, customer
 * groups) and nothing else: never a person. Two shoppers with the same key may be served the same rendered page.
 */
import { createHash } from 'node:crypto';

export interface SegmentInput {
  locale: string;
  currency: string;
  customerGroups: readonly string[];
}

/** 16 base64url characters of SHA-256 over the locale, the currency and the sorted, de-duplicated groups. */
export function segmentKey({ locale, currency, customerGroups }: SegmentInput): string {
  const groups = [...new Set(customerGroups)].sort();
  return createHash('sha256').update(JSON.stringify([locale, currency, groups])).digest('base64url').slice(0, 16);
}
