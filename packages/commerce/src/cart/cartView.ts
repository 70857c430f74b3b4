/** The bag page's model (browser-safe: the islands get parts of it as props). */
import type { LoyaltyState } from './loyalty';

/**
 * What the shopper reads on the bag page after a change that did not happen. The redirect after a form post carries
 * the code (`/cart?cartError=stock`); the page shows the words (the storefront's messages, one per code).
 */
export const CART_ERROR_CODES = [
  'quantity',
  'stock',
  'max-quantity',
  'unavailable',
  'unfulfillable',
  'item',
  'failed',
  'form',
  'coupon-empty',
  'coupon-invalid',
  'coupon-applied',
  'coupon-failed',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === 'string' && (CART_ERROR_CODES as readonly string[]).includes(value);
}

export const CART_ERROR_PARAM = 'cartError';
/** Which line the error is about (its item id). */
export const CART_ITEM_PARAM = 'item';

/** The intents of the bag page's forms (`POST /cart`, field `intent`). */
export const CART_INTENTS = ['update', 'remove', 'remove-unavailable', 'apply-coupon', 'remove-coupon'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export interface CartLine {
  itemId: string;
  productId: string;
  name: string;
  productUrl: string;
  image?: { src: string; srcSet: string; alt: string };
  variationValues: { name: string; value: string }[];
  quantity: number;
  /** The line's total (after its product promotions) and the unit price. */
  price?: number;
  basePrice?: number;
  /** The line's total before its product promotions, when they took something off. */
  priceBeforeDiscounts?: number;
  /** False when the product can no longer be ordered online (the 'Items Unavailable' dialog removes it). */
  orderable: boolean;
  /** The most the stepper offers: the max order quantity, or the stock when lower. */
  maxQuantity: number;
  /** The stock known is below the line's quantity (`isUnfulfillable`): the bag cannot be sent as it is. */
  unfulfillable?: boolean;
}

/** A promo code in the bag, with the discount it gives (undefined when it applies to nothing). */
export interface CartCoupon {
  couponItemId: string;
  code: string;
  description?: string;
  discount?: number;
}

export interface CartTotals {
  subtotal?: number;
  /** The order discounts of the promo codes, as a positive amount; undefined without any. */
  discount?: number;
  /** The shipping of the chosen method; undefined when none is chosen yet (calculated at checkout). */
  shipping?: number;
  tax?: number;
  total?: number;
}

export interface CartView {
  lines: CartLine[];
  currency: string;
  locale: string;
  totals: CartTotals;
  coupons: CartCoupon[];
  unavailableItemIds: string[];
  error?: { code: CartErrorCode; message: string; itemId?: string };
  /** The basket could not be read: the page says so. */
  failed: boolean;
  loyalty: LoyaltyState | null;
  links: { shop: string; checkout: string; action: string };
}

/** Unfulfillable: the stock known (units available to sell) is below the quantity wanted. Unknown stock is not. */
export function isUnfulfillable(stock: number | null | undefined, wanted: number): boolean {
  return typeof stock === 'number' && Number.isFinite(stock) && stock < wanted;
}

/**
 * The bag page's error: the one the last change's redirect names (`?cartError={code}&item={itemId}`), else the first
 * line the stock cannot fill ('unfulfillable', about that line); none when neither.
 */
export function cartErrorOf(
  code: string | null,
  itemId: string | null,
  lines: readonly Pick<CartLine, 'itemId' | 'unfulfillable'>[],
  messages: Readonly<Record<CartErrorCode, string>>,
): CartView['error'] | undefined {
  if (isCartErrorCode(code))
    return { code, message: messages[code], ...(itemId && /^[\w-]{1,128}$/.test(itemId) ? { itemId } : {}) };
  const short = lines.find((line) => line.unfulfillable);
  return short ? { code: 'unfulfillable', message: messages.unfulfillable, itemId: short.itemId } : undefined;
}

/** A money amount in the locale's currency. */
export function formatMoney(amount: number | undefined, currency: string, locale: string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/** The order discounts of a basket as one positive amount; undefined when there are none. */
export function orderDiscount(
  basket: { orderPriceAdjustments?: readonly { price?: number }[] } | undefined,
): number | undefined {
  const prices = (basket?.orderPriceAdjustments ?? [])
    .map((adjustment) => adjustment.price)
    .filter((price): price is number => typeof price === 'number');
  return prices.length ? Math.round(-prices.reduce((sum, price) => sum + price, 0) * 100) / 100 : undefined;
}

/**
 * What the shopper reads when an add to bag does not happen. One code per reason: the JSON answer and the page
 * address after a form post (`?bagError=stock`) carry the code, and the page and the island show the same words.
 */
export type BagErrorCode = 'selection' | 'quantity' | 'stock' | 'max-quantity' | 'unavailable' | 'failed';
