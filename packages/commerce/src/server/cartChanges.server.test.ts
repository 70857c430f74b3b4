import { describe, expect, it, vi } from 'vitest';
import { BasketApiError, type Basket } from './basket.server';
import {
  applyCartLineChange,
  cartChangeTarget,
  cartLineRefusal,
  couponRefusal,
  readCartLineChange,
  readCouponChange,
  type CartLineChange,
} from './cartChanges.server';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the bag form’s changes', () => {
  it('reads a line change; refuses a bad item, quantity or one above the maximum before asking the API', () => {
    expect(readCartLineChange(form([['itemId', '<script>']]), 'remove', 10)).toEqual({ ok: false, code: 'item' });
    expect(
      readCartLineChange(
        form([
          ['itemId', 'i1'],
          ['quantity', '-1'],
        ]),
        'update',
        10,
      ),
    ).toEqual({
      ok: false,
      code: 'quantity',
      itemId: 'i1',
    });
    expect(
      readCartLineChange(
        form([
          ['itemId', 'i1'],
          ['quantity', '11'],
        ]),
        'update',
        10,
      ),
    ).toMatchObject({
      code: 'max-quantity',
    });
    expect(
      readCartLineChange(
        form([
          ['itemId', 'i1'],
          ['quantity', '2'],
          ['productId', 'P1'],
        ]),
        'update',
        10,
      ),
    ).toEqual({
      ok: true,
      change: { intent: 'update', itemId: 'i1', itemIds: ['i1'], quantity: 2, productId: 'P1' },
    });
  });

  it('reads a promo code change: empty, malformed and bad coupon item ids are refused', () => {
    expect(readCouponChange(form([['code', '  ']]), 'apply-coupon')).toEqual({ ok: false, code: 'coupon-empty' });
    expect(readCouponChange(form([['code', 'a b']]), 'apply-coupon')).toEqual({ ok: false, code: 'coupon-invalid' });
    expect(readCouponChange(form([['couponItemId', '../x']]), 'remove-coupon')).toEqual({
      ok: false,
      code: 'coupon-failed',
    });
    expect(readCouponChange(form([['code', ' TRAIL10 ']]), 'apply-coupon')).toEqual({
      ok: true,
      change: { intent: 'apply-coupon', code: 'TRAIL10' },
    });
  });

  it('removes only the basket’s own lines; a line not in the basket asks nothing', async () => {
    const basket: Basket = { basketId: 'b1', productItems: [{ itemId: 'i1', productId: 'P1', quantity: 1 }] };
    const baskets = { updateItemQuantity: vi.fn(), removeItem: vi.fn(async () => basket) };
    const change = {
      intent: 'remove-unavailable' as const,
      itemId: 'i1',
      itemIds: ['i1', 'other'],
      quantity: 0,
      productId: '',
    };
    await applyCartLineChange(baskets, 'token', basket, change);
    expect(baskets.removeItem.mock.calls).toEqual([['token', 'b1', 'i1']]);
    expect(await applyCartLineChange(baskets, 'token', basket, { ...change, itemId: 'other' })).toBeUndefined();
    expect(baskets.removeItem).toHaveBeenCalledTimes(1);
  });

  it('the API’s refusals as the bag’s codes', () => {
    const problem = (status: number, type: string) => new BasketApiError(status, type, 'Title', '');
    expect(cartLineRefusal(problem(400, '…/product-item-not-available'))).toBe('stock');
    expect(couponRefusal(problem(400, '…/invalid-coupon-code'))).toBe('coupon-invalid');
    expect(couponRefusal(problem(400, '…/coupon-already-in-basket'))).toBe('coupon-applied');
    expect(couponRefusal(problem(500, '…/internal'))).toBeUndefined();
  });

  it('names where focus goes after a change: the changed line, else the heading; the applied codes, else the section', () => {
    const after = { basketId: 'b1', productItems: [{ itemId: 'i1' }] } as Basket;
    const line: CartLineChange = { intent: 'update', itemId: 'i1', itemIds: ['i1'], quantity: 2, productId: 'P1' };
    expect(cartChangeTarget(line, after)).toBe('cart-line-i1');
    expect(cartChangeTarget({ ...line, itemId: 'i2' }, after)).toBe('cart-heading');
    expect(cartChangeTarget({ ...line, intent: 'remove' }, after)).toBe('cart-heading');
    expect(cartChangeTarget({ ...line, intent: 'remove-unavailable' }, after)).toBe('cart-heading');
    expect(cartChangeTarget({ intent: 'apply-coupon', code: 'TRAIL10' }, after)).toBe('promo-codes-applied');
    expect(cartChangeTarget({ intent: 'remove-coupon', couponItemId: 'c1' }, after)).toBe('promo-codes');
  });
});
