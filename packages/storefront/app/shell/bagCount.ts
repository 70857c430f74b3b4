import { createIslandStore } from '@ridgeline/renderer/islands';
import { parseCookies } from '../lib/cookies';
import { BAG_COUNT_COOKIE } from './constants';

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

/** The cart button's name in the page's language (formatted on the server: the island loads no message library). */
export interface CartLabels {
  /** "Cart" */
  empty: string;
  /** "Cart, # item" (`#` is the count) */
  one: string;
  /** "Cart, # items" */
  other: string;
}

export const ENGLISH_CART_LABELS: CartLabels = { empty: 'Cart', one: 'Cart, # item', other: 'Cart, # items' };

/** "Cart" or "Cart, 3 items": the count belongs in the control's name, the badge is decorative. */
export function cartLabel(count: number | null, labels: CartLabels = ENGLISH_CART_LABELS, locale = 'en-US'): string {
  if (!count) return labels.empty;
  const template = new Intl.PluralRules(locale).select(count) === 'one' ? labels.one : labels.other;
  return template.replace('#', new Intl.NumberFormat(locale).format(count));
}
