import { createIslandStore } from '@ridgeline/renderer/islands';
import { parseCookies } from './cookies';

/** The cookie the server sets beside the session with the bag's item count (readable by scripts: a count only). */
export const BAG_COUNT_COOKIE = 'ridgeline-bag-count';

/**
 * The bag's item count, shared by every island that shows it (the header's cart button, the checkout's Back to cart).
 * `null` until read in the browser: public HTML is cached for everyone, so the server never renders a shopper's count.
 */
export const bagCountStore = createIslandStore<number | null>(null);

/** The count in a `Cookie` header (`document.cookie`): a whole number ≥ 0; anything else (or none) is 0. */
export function bagCountFromCookies(cookieHeader: string | null | undefined): number {
  const raw = parseCookies(cookieHeader)[BAG_COUNT_COOKIE];
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

/** Reads the cookie into the store (once per page; later writers, like an add to bag, set the store directly). */
export function readBagCount(): void {
  if (typeof document === 'undefined') return;
  bagCountStore.set((current) => current ?? bagCountFromCookies(document.cookie));
}
