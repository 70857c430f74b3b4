import { BAG_ERROR_MESSAGES, type BagErrorCode } from '../bag/messages';

/**
 * The buy box's words in the page's language. The buy box is an island that loads no react-intl: the product page
 * formats these on the server (`product.buyBox.…` messages) and passes them as props. `{name}`-style placeholders are
 * filled in the browser with `fillCopy`.
 */
export interface BuyBoxCopy {
  addToBag: string;
  outOfStock: string;
  /** `{stockLevel}` */
  lowStock: string;
  quantity: string;
  decrease: string;
  increase: string;
  addedToBag: string;
  checkout: string;
  bag: string;
  /** `{count}` */
  bagCount: string;
  qty: string;
  close: string;
  /** `{name}`: the gallery's name */
  images: string;
  errors: Record<BagErrorCode, string>;
}

/** The default (en-US) words, for the island rendered without them (stories, tests). */
export const DEFAULT_BUY_BOX_COPY: BuyBoxCopy = {
  addToBag: 'Add to Bag',
  outOfStock: 'Out of stock',
  lowStock: 'Only {stockLevel} left!',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addedToBag: 'Added to bag',
  checkout: 'Checkout',
  bag: 'Bag',
  bagCount: 'Bag ({count})',
  qty: 'Qty',
  close: 'Close',
  images: '{name} images',
  errors: { ...BAG_ERROR_MESSAGES },
};

/** Replaces `{key}` in a template with the value given (other text, and unknown keys, are left as they are). */
export function fillCopy(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
