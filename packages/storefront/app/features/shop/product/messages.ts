import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { bagErrorMessages, type BagErrorCode } from '../bag/messages';

/** The buy box's messages. The buy box is an island that loads no react-intl: the product page formats these in its
 * locale (`buyBoxMessagesOf`) and passes them as the `messages` prop; `{name}`-style placeholders are filled in the
 * browser with `fillMessage`. */
const buyBoxMessages = defineMessages({
  addToBag: { id: 'product.buyBox.addToBag', defaultMessage: 'Add to Bag' },
  outOfStock: { id: 'product.buyBox.outOfStock', defaultMessage: 'Out of stock' },
  inStock: { id: 'product.buyBox.inStock', defaultMessage: 'in stock' },
  notAvailableIn: { id: 'product.buyBox.notAvailableIn', defaultMessage: 'not available in {values}' },
  lowStock: { id: 'product.buyBox.lowStock', defaultMessage: 'Only {stockLevel} left!' },
  quantity: { id: 'product.buyBox.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'product.buyBox.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'product.buyBox.increase', defaultMessage: 'Increase quantity' },
  addedToBag: { id: 'product.buyBox.addedToBag', defaultMessage: 'Added to bag' },
  checkout: { id: 'product.buyBox.checkout', defaultMessage: 'Checkout' },
  bag: { id: 'product.buyBox.bag', defaultMessage: 'Bag' },
  bagCount: { id: 'product.buyBox.bagCount', defaultMessage: 'Bag ({count})' },
  qty: { id: 'product.buyBox.qty', defaultMessage: 'Qty' },
  close: { id: 'product.buyBox.close', defaultMessage: 'Close' },
  images: { id: 'product.buyBox.images', defaultMessage: '{name} images' },
  showImage: { id: 'product.buyBox.showImage', defaultMessage: 'Show image {n} of {total}' },
  more: { id: 'product.buyBox.more', defaultMessage: 'More' },
  sizeGuide: { id: 'product.buyBox.sizeGuide', defaultMessage: 'Size guide' },
  sizeGuideCaption: { id: 'product.buyBox.sizeGuideCaption', defaultMessage: '{title}: body measurements' },
  sizeGuideSize: { id: 'product.buyBox.sizeGuideSize', defaultMessage: 'Size' },
  sizeGuideHowTo: { id: 'product.buyBox.sizeGuideHowTo', defaultMessage: 'How to measure' },
  quantityPrice: {
    id: 'product.buyBox.quantityPrice',
    defaultMessage: 'Buy {quantity} or more: {price} each',
    description: 'a quantity price: {price} is the price of one item when {quantity} or more are bought',
  },
  unitPrice: {
    id: 'product.buyBox.unitPrice',
    defaultMessage: '{price} / {per} {measure}',
    description: 'the price per unit of measure, e.g. $3.46 / 100 g ({per} is left out when it is 1)',
  },
  restrictedHazmat: {
    id: 'product.buyBox.restricted.hazmat',
    defaultMessage:
      "Ground shipping only: this item can't travel by air, so express and overnight delivery aren't available.",
  },
  restrictedOther: {
    id: 'product.buyBox.restricted.other',
    defaultMessage: 'Shipping restrictions apply to this item.',
  },
});

/** The buy box's messages in one locale, the bag errors with them. */
export type BuyBoxMessages = MessagesOf<typeof buyBoxMessages> & { errors: Record<BagErrorCode, string> };

/** The en-US messages, for the island rendered without any (stories, tests). */
export const ENGLISH_BUY_BOX_MESSAGES: BuyBoxMessages = {
  ...englishOf(buyBoxMessages),
  errors: englishOf(bagErrorMessages),
};

/** The buy box's messages in the page's language; placeholders stay for the island to fill. */
export function buyBoxMessagesOf(intl: IntlShape): BuyBoxMessages {
  return {
    ...formatMessages(intl, buyBoxMessages, [
      'stockLevel',
      'count',
      'name',
      'values',
      'title',
      'n',
      'total',
      'quantity',
      'price',
      'per',
      'measure',
    ]),
    errors: formatMessages(intl, bagErrorMessages),
  };
}
