import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';

/**
 * The bag's messages that leave the bag page's own table: the errors (the server's redirect and the page), and the
 * messages of its islands: the lines' quantity forms, the reservation timer (also on the checkout) and the 'Items
 * Unavailable' dialog. The islands load no react-intl: the page formats their messages in its locale
 * (`cartQuantityMessagesOf`, `reservationMessagesOf`, `unavailableItemsMessagesOf`) and passes them as the `messages`
 * prop; without it they show the English.
 * Browser-safe (react-intl is imported for its types only).
 */

/**
 * What the shopper reads on the bag page after a change that did not happen. The redirect after a form post carries
 * the code (`/cart?cartError=stock`); the page shows the words.
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

/** The bag errors' messages, one per code (the bag page formats them in its locale). */
export const cartErrorMessages = defineMessages({
  quantity: { id: 'cart.error.quantity', defaultMessage: 'Please enter a quantity of 1 or more.' },
  stock: {
    id: 'cart.error.stock',
    defaultMessage: "We don't have that many in stock. Choose a smaller quantity; your bag has not changed.",
  },
  'max-quantity': {
    id: 'cart.error.maxQuantity',
    defaultMessage:
      'That is more than the most you can order of one item. Choose a smaller quantity; your bag has not changed.',
  },
  unavailable: {
    id: 'cart.error.unavailable',
    defaultMessage: 'This item is no longer available; your bag has not changed.',
  },
  item: { id: 'cart.error.item', defaultMessage: 'That item is no longer in your bag.' },
  failed: {
    id: 'cart.error.failed',
    defaultMessage: "We couldn't update your bag. Please try again; your bag has not changed.",
  },
  form: { id: 'cart.error.form', defaultMessage: 'The form could not be read. Please try again.' },
  'coupon-empty': { id: 'cart.error.couponEmpty', defaultMessage: 'Enter a promo code.' },
  'coupon-invalid': {
    id: 'cart.error.couponInvalid',
    defaultMessage: "That promo code isn't valid. Check the code and try again.",
  },
  'coupon-applied': { id: 'cart.error.couponApplied', defaultMessage: 'That promo code is already applied.' },
  'coupon-failed': {
    id: 'cart.error.couponFailed',
    defaultMessage: "We couldn't update your promo codes. Please try again; your bag has not changed.",
  },
});

/** The en-US bag errors: the page view's `message` (the page formats the code's message in its locale). */
export const CART_ERROR_MESSAGES: Readonly<Record<CartErrorCode, string>> = englishOf(cartErrorMessages);

export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === 'string' && Object.hasOwn(CART_ERROR_MESSAGES, value);
}

export const CART_ERROR_PARAM = 'cartError';
/** Which line the error is about (its item id). */
export const CART_ITEM_PARAM = 'item';

const unavailableItemsMessages = defineMessages({
  title: { id: 'cart.unavailable.title', defaultMessage: 'Items Unavailable' },
  body: {
    id: 'cart.unavailable.body',
    defaultMessage: 'Some items are no longer available online and will be removed from your cart.',
  },
  remove: { id: 'cart.remove', defaultMessage: 'Remove', description: 'bag: removes a line, or the unavailable ones' },
});

/** "Remove": the dialog's button, and each line's on the bag page. */
export const removeMessage = unavailableItemsMessages.remove;

/** The 'Items Unavailable' dialog's messages in one locale. */
export type UnavailableItemsMessages = MessagesOf<typeof unavailableItemsMessages>;

/** The en-US messages: what the island shows without a `messages` prop (stories, tests). */
export const ENGLISH_UNAVAILABLE_ITEMS_MESSAGES: UnavailableItemsMessages = englishOf(unavailableItemsMessages);

/** The 'Items Unavailable' dialog's messages in the page's locale, for its island's `messages` prop. */
export function unavailableItemsMessagesOf(intl: IntlShape): UnavailableItemsMessages {
  return formatMessages(intl, unavailableItemsMessages);
}

/** A line's quantity form (an island per line): `{name}` is the product's name, filled in the browser. */
const cartQuantityMessages = defineMessages({
  quantity: { id: 'cart.quantity.label', defaultMessage: 'Quantity of {name}' },
  decrease: { id: 'cart.quantity.decrease', defaultMessage: 'Decrease the quantity of {name}' },
  increase: { id: 'cart.quantity.increase', defaultMessage: 'Increase the quantity of {name}' },
  update: { id: 'cart.quantity.update', defaultMessage: 'Update' },
});

/** A line's quantity form's messages in one locale (`{name}` kept). */
export type CartQuantityMessages = MessagesOf<typeof cartQuantityMessages>;

/** The en-US messages: what the form shows without a `messages` prop (stories, tests). */
export const ENGLISH_CART_QUANTITY_MESSAGES: CartQuantityMessages = englishOf(cartQuantityMessages);

/** The quantity forms' messages in the page's locale, `{name}` kept for each line's island to fill. */
export function cartQuantityMessagesOf(intl: IntlShape): CartQuantityMessages {
  return formatMessages(intl, cartQuantityMessages, ['name']);
}

/**
 * The reservation timer's messages (docs/behaviour/cart-and-checkout.md). `{clock}` is kept as it is and filled in the browser
 * every second with the `m:ss` clock (the same in every locale).
 */
const reservationMessages = defineMessages({
  running: {
    id: 'cart.reservation.running',
    defaultMessage: 'Your cart is reserved for {clock}',
    description: 'reservation timer: {clock} is the time left, m:ss',
  },
  runningHint: { id: 'cart.reservation.runningHint', defaultMessage: "Checkout now while it's still available" },
  expiredTitle: { id: 'cart.reservation.expiredTitle', defaultMessage: 'Sorry, time has expired' },
  expiredBody: {
    id: 'cart.reservation.expiredBody',
    defaultMessage: "Your item is no longer reserved, but you may be able to complete your purchase before it's gone.",
  },
  close: {
    id: 'cart.reservation.close',
    defaultMessage: 'Close',
    description: 'reservation timer: the expired alert’s close button',
  },
});

/** The reservation timer's messages in one locale (`running` keeps its `{clock}` placeholder). */
export type ReservationMessages = MessagesOf<typeof reservationMessages>;

/** The en-US messages: what the timer shows without a `messages` prop (stories, tests). */
export const ENGLISH_RESERVATION_MESSAGES: ReservationMessages = englishOf(reservationMessages);

/** The reservation timer's messages in the page's locale (the bag and checkout pages), `{clock}` kept. */
export function reservationMessagesOf(intl: IntlShape): ReservationMessages {
  return formatMessages(intl, reservationMessages, ['clock']);
}

/** The intents of the bag page's forms (`POST /cart`, field `intent`). */
export const CART_INTENTS = ['update', 'remove', 'remove-unavailable', 'apply-coupon', 'remove-coupon'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];
