/** The bag page's model (browser-safe: the islands get parts of it as props). */
import type { LoyaltyState } from './loyalty';
import type { CartErrorCode } from './messages';

export interface CartLine {
  itemId: string;
  productId: string;
  name: string;
  productUrl: string;
  image?: { src: string; srcSet: string; alt: string };
  variationValues: { name: string; value: string }[];
  quantity: number;
  /** The line's total and the unit price. */
  price?: number;
  basePrice?: number;
  /** False when the product can no longer be ordered online (the 'Items Unavailable' dialog removes it). */
  orderable: boolean;
  /** The most the stepper offers: the max order quantity, or the stock when lower. */
  maxQuantity: number;
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
