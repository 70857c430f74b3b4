/**
 * What the shopper reads on the bag page after a change that did not happen. The redirect after a form post carries
 * the code (`/cart?cartError=stock`); the page shows the words. Browser-safe.
 */
export type CartErrorCode =
  | 'quantity'
  | 'stock'
  | 'max-quantity'
  | 'unavailable'
  | 'item'
  | 'failed'
  | 'form'
  | 'coupon-empty'
  | 'coupon-invalid'
  | 'coupon-applied'
  | 'coupon-failed';

export const CART_ERROR_MESSAGES: Readonly<Record<CartErrorCode, string>> = {
  quantity: 'Please enter a quantity of 1 or more.',
  stock: "We don't have that many in stock. Choose a smaller quantity; your bag has not changed.",
  'max-quantity':
    'That is more than the most you can order of one item. Choose a smaller quantity; your bag has not changed.',
  unavailable: 'This item is no longer available; your bag has not changed.',
  item: 'That item is no longer in your bag.',
  failed: "We couldn't update your bag. Please try again; your bag has not changed.",
  form: 'The form could not be read. Please try again.',
  'coupon-empty': 'Enter a promo code.',
  'coupon-invalid': "That promo code isn't valid. Check the code and try again.",
  'coupon-applied': 'That promo code is already applied.',
  'coupon-failed': "We couldn't update your promo codes. Please try again; your bag has not changed.",
};

export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === 'string' && Object.hasOwn(CART_ERROR_MESSAGES, value);
}

export const CART_ERROR_PARAM = 'cartError';
/** Which line the error is about (its item id). */
export const CART_ITEM_PARAM = 'item';

/** The 'Items Unavailable' dialog's words. */
export const UNAVAILABLE_ITEMS = {
  title: 'Items Unavailable',
  body: 'Some items are no longer available online and will be removed from your cart.',
  remove: 'Remove',
} as const;

/** The intents of the bag page's forms (`POST /cart`, field `intent`). */
export const CART_INTENTS = ['update', 'remove', 'remove-unavailable', 'apply-coupon', 'remove-coupon'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];
