import { createIslandStore } from '@ridgeline/renderer/islands';
import { parseCookies } from '../lib/cookies';
import { BAG_COUNT_COOKIE } from './constants';
import { ENGLISH_CART_BUTTON_MESSAGES, type CartButtonMessages } from './messages';

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

/** "Cart" or "Cart, 3 items": the count belongs in the control's name, the badge is decorative. */
export function cartLabel(
  count: number | null,
  messages: CartButtonMessages = ENGLISH_CART_BUTTON_MESSAGES,
  locale = 'en-US',
): string {
  if (!count) return messages.empty;
  const template = new Intl.PluralRules(locale).select(count) === 'one' ? messages.one : messages.other;
  return template.replace('#', new Intl.NumberFormat(locale).format(count));
}
