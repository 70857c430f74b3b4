import type { BagErrorCode } from '@ridgeline/commerce';
import { defineMessages, englishOf } from '../../../platform/i18n/defineMessages';

export type { BagErrorCode };

/*
 * What the shopper reads when an add to bag does not happen (`BagErrorCode`, @ridgeline/commerce): the JSON answer and
 * the page address after a form post (`?bagError=stock`) carry the code, and the page and the island show these
 * words. Browser-safe.
 */

/** The bag errors' messages (the buy box shows them in the page's locale: `shop/product/messages.ts`). */
export const bagErrorMessages = defineMessages({
  selection: { id: 'product.buyBox.error.selection', defaultMessage: 'Please select all your options above.' },
  quantity: { id: 'product.buyBox.error.quantity', defaultMessage: 'Please enter a quantity of 1 or more.' },
  stock: {
    id: 'product.buyBox.error.stock',
    defaultMessage: "We don't have that many in stock. Choose a smaller quantity; your bag has not changed.",
  },
  'max-quantity': {
    id: 'product.buyBox.error.maxQuantity',
    defaultMessage:
      'That is more than the most you can order of one item. Choose a smaller quantity; your bag has not changed.',
  },
  unavailable: {
    id: 'product.buyBox.error.unavailable',
    defaultMessage: 'This item is no longer available; your bag has not changed.',
  },
  failed: {
    id: 'product.buyBox.error.failed',
    defaultMessage: "We couldn't add this item to your bag. Please try again.",
  },
});

/** The en-US bag errors: the JSON answer's `message`, and the island's without the page's. */
export const BAG_ERROR_MESSAGES: Readonly<Record<BagErrorCode, string>> = englishOf(bagErrorMessages);

export function isBagErrorCode(value: unknown): value is BagErrorCode {
  return typeof value === 'string' && Object.hasOwn(BAG_ERROR_MESSAGES, value);
}

/** The page address after a form post without JavaScript: the product page with what happened. */
export const ADDED_PARAM = 'added';
export const ADDED_QUANTITY_PARAM = 'qty';
export const BAG_ERROR_PARAM = 'bagError';

/** Same-window event the island sends after a change of the bag (the header's badge listens). */
export const BAG_COUNT_EVENT = 'ridgeline:bag-count';
