/**
 * The bag page's focus targets: the ids (each with `tabindex="-1"`) a bag form's redirect names in its fragment, so
 * that after the full reload the browser scrolls to and focuses what changed, with or without JavaScript.
 */
export const cartTargets = {
  /** A line (`<li>`): its quantity was changed. */
  line: (itemId: string) => `cart-line-${itemId}`,
  /** The page's heading: a line was removed (the list may be gone). */
  heading: 'cart-heading',
  /** The applied promo codes (a list named "Applied promo codes"): a code was applied. */
  promoApplied: 'promo-codes-applied',
  /** The promo code section: a code was removed. */
  promo: 'promo-codes',
} as const;
