import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { CartErrorCode, CartView, LoyaltyState } from '@ridgeline/commerce';
import type { CartPageText, LoyaltyTrackerProps } from '@ridgeline/ui';
import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';

/**
 * The bag's words: the page's (`cartPageText`), the loyalty tracker's (`loyaltyTrackerProps`), the errors (the
 * server's redirect and the page), and the messages of its islands: the lines' quantity forms and the 'Items Unavailable'
 * dialog (the reservation timer's are the shell's, `shell/reservation/messages.ts`). The views (`@ridgeline/ui`) take them formatted; the
 * islands load no react-intl: the page formats their messages in its locale (`cartQuantityMessagesOf`,
 * `unavailableItemsMessagesOf`) and passes them as the `messages` prop.
 * Browser-safe (react-intl is imported for its types only).
 */

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
  unfulfillable: {
    id: 'cart.error.unfulfillable',
    defaultMessage: "We don't have as many of this item in stock as your bag holds. Choose a smaller quantity.",
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

/** The en-US messages (tests compare the catalogue with them). */
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

/** The en-US messages (tests compare the catalogue with them). */
export const ENGLISH_CART_QUANTITY_MESSAGES: CartQuantityMessages = englishOf(cartQuantityMessages);

/** The quantity forms' messages in the page's locale, `{name}` kept for each line's island to fill. */
export function cartQuantityMessagesOf(intl: IntlShape): CartQuantityMessages {
  return formatMessages(intl, cartQuantityMessages, ['name']);
}

/** The bag page's own words. */
const m = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Bag' },
  loadFailed: { id: 'cart.loadFailed', defaultMessage: "We couldn't load your bag." },
  tryAgain: { id: 'cart.loadFailed.body', defaultMessage: 'Please try again in a moment.' },
  empty: { id: 'cart.empty', defaultMessage: 'Your bag is empty.' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  items: { id: 'cart.items', defaultMessage: 'Items in your bag' },
  each: { id: 'cart.each', defaultMessage: '({price} each)' },
  discountedLine: {
    id: 'cart.discountedLine',
    defaultMessage: '{price}, reduced from {listPrice}',
    description: 'bag line a product promotion took something off, read aloud (the old price is shown struck through)',
  },
  unavailableLine: { id: 'cart.unavailableLine', defaultMessage: 'No longer available online' },
  removeNamed: { id: 'cart.removeNamed', defaultMessage: 'Remove {name}' },
  summary: { id: 'cart.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Shipping' },
  shippingLater: { id: 'cart.shippingLater', defaultMessage: 'Calculated at checkout' },
  tax: { id: 'cart.tax', defaultMessage: 'Tax' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Checkout' },
});

const titleCount = defineMessages({
  titleCount: { id: 'cart.titleCount', defaultMessage: 'Bag ({count})' },
}).titleCount;

/** The toast after a line left the bag (a remove, a quantity of 0, the unavailable lines). */
export const itemRemovedMessage = defineMessages({
  itemRemoved: { id: 'cart.itemRemoved', defaultMessage: 'Item removed from cart' },
}).itemRemoved;

/** "Promo codes": the discount's row of the bag, the checkout and the confirmation. */
export const promoCodesMessage = defineMessages({
  promoCodes: { id: 'cart.promoCodes', defaultMessage: 'Promo codes' },
}).promoCodes;

/** The bag page's words in the page's locale (`{price}`, `{listPrice}` and `{name}` kept for the view to fill per line). */
export function cartPageText(intl: IntlShape, view: Pick<CartView, 'lines'>): CartPageText {
  const count = view.lines.reduce((sum, line) => sum + line.quantity, 0);
  const text = formatMessages(intl, m, ['price', 'listPrice', 'name']);
  return {
    ...text,
    heading: view.lines.length ? intl.formatMessage(titleCount, { count }) : text.title,
    remove: intl.formatMessage(removeMessage),
    promoCodes: intl.formatMessage(promoCodesMessage),
  };
}

/** The error above the bag and the refused promo code's (on its field), in the page's locale. */
export function cartErrorsText(intl: IntlShape, error: CartView['error']) {
  if (!error) return {};
  const message = intl.formatMessage(cartErrorMessages[error.code]);
  return error.code.startsWith('coupon-') ? { couponError: message } : { error: message, errorItemId: error.itemId };
}

const loyalty = defineMessages({
  loading: {
    id: 'cart.loyalty.loading',
    defaultMessage: 'Rewards',
    description: 'loyalty tracker: the name of the box while it loads',
  },
  titleMember: { id: 'cart.loyalty.title.member', defaultMessage: 'Member rewards' },
  titleTitanium: { id: 'cart.loyalty.title.titanium', defaultMessage: 'Titanium rewards' },
  progress: { id: 'cart.loyalty.progress', defaultMessage: '{points} of {threshold} points to your next reward' },
  progressWithBalance: {
    id: 'cart.loyalty.progressWithBalance',
    defaultMessage: '{points} of {threshold} points to your next reward (available: {balance})',
  },
  progressLabel: {
    id: 'cart.loyalty.progressLabel',
    defaultMessage: 'Rewards progress: {percent}%',
    description: 'loyalty tracker: the progress bar’s name',
  },
  minimum: { id: 'cart.loyalty.minimum', defaultMessage: 'Rewards start at {amount}' },
  expires: {
    id: 'cart.loyalty.expires',
    defaultMessage: 'Tier valid until {date}',
    description: 'loyalty tracker: {date} as the loyalty API formats it',
  },
});

/**
 * The loyalty tracker's props in the page's locale: none while its status failed, or when loyalty is not active in
 * the session; otherwise the tier and the points toward the minimum redemption threshold.
 */
export function loyaltyTrackerProps(intl: IntlShape, state: LoyaltyState | null): LoyaltyTrackerProps | undefined {
  const t = (m: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(m, values);
  if (!state || state.kind === 'error' || state.kind === 'inactive') return undefined;
  if (state.kind === 'loading') return { kind: 'loading', label: t(loyalty.loading) };
  // Whole numbers as they are (no grouping), the same in every locale, as the bar's value is.
  const counts = { points: String(state.points), threshold: String(state.threshold) };
  return {
    kind: state.kind,
    points: state.points,
    threshold: state.threshold,
    title: t(state.kind === 'titanium' ? loyalty.titleTitanium : loyalty.titleMember),
    progress: state.balance
      ? t(loyalty.progressWithBalance, { ...counts, balance: state.balance })
      : t(loyalty.progress, counts),
    progressLabel: t(loyalty.progressLabel, { percent: Math.round(state.progress * 100) }),
    minimum: t(loyalty.minimum, { amount: state.minimumBalance }),
    ...(state.expires ? { expires: t(loyalty.expires, { date: state.expires }) } : {}),
    expiresSoon: state.expiresSoon === true,
  };
}
