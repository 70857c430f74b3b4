/**
 * The bag page's changes (server-side, framework-neutral): a form's fields read into a change, or the code of why it
 * is refused before the API is asked; the change applied with the basket API; the API's refusal as the bag's code.
 */
import { cartTargets } from '@ridgeline/ui';
import type { CartErrorCode } from '../cart/cartView';
import type { Basket, BasketApi, BasketApiError } from './basket.server';
import { bagErrorCodeOf } from './cartView.server';

const ITEM_ID = /^[\w-]{1,128}$/;
const COUPON_CODE = /^[\w-]{1,64}$/;

type Refusal = { ok: false; code: CartErrorCode; itemId?: string };

/** A line change: `update` (a quantity of 0 removes the line), `remove`, or `remove-unavailable` (every `itemIds`). */
export interface CartLineChange {
  intent: 'update' | 'remove' | 'remove-unavailable';
  itemId: string;
  itemIds: string[];
  quantity: number;
  productId: string;
}

/** Whether the change takes a line out of the bag (the bag then says "Item removed from cart"). */
export const removesLine = (change: CartLineChange): boolean => change.intent !== 'update' || change.quantity === 0;

/**
 * A line change from the form (`itemId`, repeated for remove-unavailable; `productId` and `quantity` for update). A
 * quantity above the maximum order quantity is refused here; one above the stock is the API's refusal.
 */
export function readCartLineChange(
  form: FormData,
  intent: CartLineChange['intent'],
  maxOrderQuantity: number,
): { ok: true; change: CartLineChange } | Refusal {
  const itemIds = form
    .getAll('itemId')
    .map(String)
    .filter((id) => ITEM_ID.test(id));
  const itemId = itemIds[0];
  if (!itemId) return { ok: false, code: 'item' };
  let quantity = 0;
  if (intent === 'update') {
    const raw = String(form.get('quantity') ?? '').trim();
    quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(quantity) || quantity < 0) return { ok: false, code: 'quantity', itemId };
    if (quantity > maxOrderQuantity) return { ok: false, code: 'max-quantity', itemId };
  }
  return { ok: true, change: { intent, itemId, itemIds, quantity, productId: String(form.get('productId') ?? '') } };
}

/**
 * Applies a line change to the shopper's basket: the basket after it, or undefined when the line is not in the basket
 * (nothing is asked). Only the basket's own lines are removed. Throws the API's refusal (nothing changed).
 */
export async function applyCartLineChange(
  baskets: Pick<BasketApi, 'updateItemQuantity' | 'removeItem'>,
  accessToken: string,
  basket: Basket,
  change: CartLineChange,
): Promise<Basket | undefined> {
  const line = (basket.productItems ?? []).find((item) => item.itemId === change.itemId);
  if (!line) return undefined;
  const { basketId } = basket;
  if (change.intent === 'update' && change.quantity > 0)
    return baskets.updateItemQuantity(
      accessToken,
      basketId,
      change.itemId,
      line.productId ?? change.productId,
      change.quantity,
    );
  if (change.intent === 'remove-unavailable') {
    let after = basket;
    const owned = new Set((basket.productItems ?? []).map((item) => item.itemId));
    for (const id of change.itemIds) if (owned.has(id)) after = await baskets.removeItem(accessToken, basketId, id);
    return after;
  }
  return baskets.removeItem(accessToken, basketId, change.itemId);
}

/**
 * Where focus goes after a change succeeded and the bag reloads: the id (a `cartTargets` one) its redirect names in
 * its fragment. The changed line while it is still in the bag, else the page's heading; the applied codes after a code
 * was applied (they list it), else the promo code section.
 */
export function cartChangeTarget(change: CartLineChange | CouponChange, after: Basket): string {
  if (change.intent === 'apply-coupon') return cartTargets.promoApplied;
  if (change.intent === 'remove-coupon') return cartTargets.promo;
  const still = change.intent === 'update' && (after.productItems ?? []).some((item) => item.itemId === change.itemId);
  return still ? cartTargets.line(change.itemId) : cartTargets.heading;
}

/** The bag's code for a refused line change (stock, maximum quantity, unavailable; anything else failed). */
export function cartLineRefusal(problem: BasketApiError): CartErrorCode {
  const code = bagErrorCodeOf(problem);
  return code === 'selection' ? 'failed' : code;
}

/** A promo code change: apply `code`, or remove the coupon item `couponItemId`. */
export type CouponChange = { intent: 'apply-coupon'; code: string } | { intent: 'remove-coupon'; couponItemId: string };

/** A promo code change from the form (field `code` or `couponItemId`), or why it is refused before the API is asked. */
export function readCouponChange(
  form: FormData,
  intent: CouponChange['intent'],
): { ok: true; change: CouponChange } | Refusal {
  if (intent === 'remove-coupon') {
    const couponItemId = String(form.get('couponItemId') ?? '');
    return ITEM_ID.test(couponItemId)
      ? { ok: true, change: { intent, couponItemId } }
      : { ok: false, code: 'coupon-failed' };
  }
  const code = String(form.get('code') ?? '').trim();
  if (!code) return { ok: false, code: 'coupon-empty' };
  if (!COUPON_CODE.test(code)) return { ok: false, code: 'coupon-invalid' };
  return { ok: true, change: { intent, code } };
}

/** Applies a promo code change; throws the API's refusal (an unknown or repeated code changes nothing). */
export function applyCouponChange(
  baskets: Pick<BasketApi, 'addCoupon' | 'removeCoupon'>,
  accessToken: string,
  basketId: string,
  change: CouponChange,
): Promise<Basket> {
  return change.intent === 'apply-coupon'
    ? baskets.addCoupon(accessToken, basketId, change.code)
    : baskets.removeCoupon(accessToken, basketId, change.couponItemId);
}

/** The bag's code for a refused promo code: not valid, already applied; undefined for any other failure. */
export function couponRefusal(problem: BasketApiError): CartErrorCode | undefined {
  if (problem.status === 400 && /invalid-coupon-code$/.test(problem.type)) return 'coupon-invalid';
  if (problem.status === 400 && /coupon-already-in-basket$/.test(problem.type)) return 'coupon-applied';
  return undefined;
}
