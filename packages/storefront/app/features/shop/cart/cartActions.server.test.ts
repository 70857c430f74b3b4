import { describe, expect, it } from 'vitest';
import { BAG_COUNT_COOKIE } from '../../../platform/bagCount';
import { FLASH_TOAST_COOKIE, flashToastFromCookies } from '../../../platform/toasts/flashToast';
import { cartAction } from './cartActions.server';
import { loadCartPage } from './cartPage.server';
import { CART_ERROR_MESSAGES } from './messages';
import { RESERVATION_COOKIE, type CartView } from '@ridgeline/commerce';
import {
  cookieNamed,
  fakeBasketApi,
  fakeDeps,
  fakeLoyalty,
  fakeProducts,
  formPost,
  NOW,
  ORIGIN,
  REGISTERED_TOKEN,
  shopperWithBasket,
} from '../../../testing/shopFixtures';

const post = (
  cookie: string,
  fields: [string, string][] | Record<string, string>,
  headers: Record<string, string> = {},
) => cartAction(formPost('/cart', fields, { cookie, ...headers }), currentDeps, { cartPath: '/cart' });
let currentDeps = fakeDeps();

const quantities = (deps: ReturnType<typeof fakeDeps>, basketId: string) =>
  deps.baskets.baskets.get(basketId)?.items.map((item) => [item.productId, item.quantity]);

async function view(
  deps: ReturnType<typeof fakeDeps>,
  cookie: string,
  query = '',
): Promise<{ view: CartView; headers: Headers }> {
  const result = (await loadCartPage(new Request(`${ORIGIN}/cart${query}`, { headers: { cookie } }), deps, {
    locale: 'en-US',
  })) as unknown as { data: CartView; init: { headers: Headers } };
  return { view: result.data, headers: new Headers(result.init.headers) };
}

describe('POST /cart', () => {
  it('update quantity: the line changes, 303 back to the bag, the bag count and reservation cookies are re-set', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [
      { productId: 'P1-M', quantity: 1 },
      { productId: 'P2-L', quantity: 2 },
    ]);
    const response = await post(cookie, { intent: 'update', itemId: 'item-1', productId: 'P1-M', quantity: '4' });
    expect(response.status).toBe(303);
    // the fragment takes focus to the changed line after the reload
    expect(response.headers.get('location')).toBe('/cart#cart-line-item-1');
    expect(quantities(currentDeps, basketId)).toEqual([
      ['P1-M', 4],
      ['P2-L', 2],
    ]);
    expect(cookieNamed(response, BAG_COUNT_COOKIE)).toMatch(/^ridgeline-bag-count=6;/);
    expect(cookieNamed(response, RESERVATION_COOKIE)).toContain(`${RESERVATION_COOKIE}=${NOW + 15 * 60_000};`);
  });

  it('a quantity above the stock: the API refuses, the bag is unchanged and the page says so', async () => {
    currentDeps = fakeDeps({ baskets: fakeBasketApi({ stock: { 'P1-M': 3 } }) });
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 2 }]);
    const response = await post(cookie, { intent: 'update', itemId: 'item-1', productId: 'P1-M', quantity: '5' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?cartError=stock&item=item-1');
    expect(quantities(currentDeps, basketId)).toEqual([['P1-M', 2]]);
    expect(cookieNamed(response, BAG_COUNT_COOKIE)).toMatch(/=2;/);
    const page = await view(currentDeps, cookie, '?cartError=stock&item=item-1');
    expect(page.view.error).toEqual({ code: 'stock', message: CART_ERROR_MESSAGES.stock, itemId: 'item-1' });
    expect(page.view.lines[0]!.quantity).toBe(2);
  });

  it('a quantity above the maximum order quantity is refused before the API is asked', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 1 }]);
    const response = await post(cookie, { intent: 'update', itemId: 'item-1', productId: 'P1-M', quantity: '11' });
    expect(response.headers.get('location')).toBe('/cart?cartError=max-quantity&item=item-1');
    expect(currentDeps.baskets.updateItemQuantity).not.toHaveBeenCalled();
    expect(quantities(currentDeps, basketId)).toEqual([['P1-M', 1]]);
  });

  it('a malformed quantity or an unknown line changes nothing', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 1 }]);
    expect((await post(cookie, { intent: 'update', itemId: 'item-1', quantity: '-2' })).headers.get('location')).toBe(
      '/cart?cartError=quantity&item=item-1',
    );
    expect((await post(cookie, { intent: 'update', itemId: 'item-9', quantity: '2' })).headers.get('location')).toBe(
      '/cart?cartError=item&item=item-9',
    );
    expect((await post(cookie, { intent: 'explode', itemId: 'item-1' })).headers.get('location')).toBe(
      '/cart?cartError=form',
    );
    expect(quantities(currentDeps, basketId)).toEqual([['P1-M', 1]]);
  });

  it('remove (and quantity 0): the line goes; the last line clears the reservation cookie and the count is 0', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [
      { productId: 'P1-M', quantity: 1 },
      { productId: 'P2-L', quantity: 1 },
    ]);
    await post(cookie, { intent: 'remove', itemId: 'item-1' });
    expect(quantities(currentDeps, basketId)).toEqual([['P2-L', 1]]);
    const last = await post(cookie, { intent: 'update', itemId: 'item-2', quantity: '0' });
    expect(quantities(currentDeps, basketId)).toEqual([]);
    expect(cookieNamed(last, BAG_COUNT_COOKIE)).toMatch(/=0;/);
    expect(cookieNamed(last, RESERVATION_COOKIE)).toMatch(/^ridgeline-reservation=; Max-Age=0/);
  });

  it('a line that leaves the bag sets the next page\'s toast "Item removed from cart"; other changes set none', async () => {
    currentDeps = fakeDeps();
    const { cookie } = await shopperWithBasket(currentDeps, [
      { productId: 'P1-M', quantity: 1 },
      { productId: 'P2-L', quantity: 1 },
      { productId: 'P3-S', quantity: 1 },
    ]);
    const itemRemoved = 'Article retiré du panier';
    const send = (fields: Record<string, string>) =>
      cartAction(formPost('/cart', fields, { cookie }), currentDeps, { cartPath: '/cart', itemRemoved });
    const toastOf = (response: Response) => flashToastFromCookies(cookieNamed(response, FLASH_TOAST_COOKIE));
    expect(
      toastOf(await send({ intent: 'update', itemId: 'item-1', productId: 'P1-M', quantity: '2' })),
    ).toBeUndefined();
    // a line not in the bag: nothing left it
    expect(toastOf(await send({ intent: 'remove', itemId: 'item-9' }))).toBeUndefined();
    expect(toastOf(await send({ intent: 'remove', itemId: 'item-1' }))).toMatchObject({
      title: itemRemoved,
      status: 'success',
    });
    expect(toastOf(await send({ intent: 'update', itemId: 'item-2', productId: 'P2-L', quantity: '0' }))).toMatchObject(
      {
        title: itemRemoved,
      },
    );
    expect(toastOf(await send({ intent: 'remove-unavailable', itemId: 'item-3' }))).toMatchObject({
      title: itemRemoved,
    });
  });

  it('remove-unavailable removes every listed line of this basket', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [
      { productId: 'A', quantity: 1 },
      { productId: 'B', quantity: 1 },
      { productId: 'C', quantity: 1 },
    ]);
    await post(cookie, [
      ['intent', 'remove-unavailable'],
      ['itemId', 'item-1'],
      ['itemId', 'item-3'],
      ['itemId', 'not-mine'],
    ]);
    expect(quantities(currentDeps, basketId)).toEqual([['B', 1]]);
  });

  it('is refused from another site, and for an oversized body, without touching the bag', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 1 }]);
    expect((await post(cookie, { intent: 'remove', itemId: 'item-1' }, { origin: 'https://evil.test' })).status).toBe(
      403,
    );
    expect((await post(cookie, { intent: 'remove', itemId: 'item-1', pad: 'x'.repeat(9000) })).status).toBe(413);
    expect(quantities(currentDeps, basketId)).toEqual([['P1-M', 1]]);
  });
});

describe('GET /cart', () => {
  it('lines with name, variation values, prices; totals from the basket; personal cache headers and cookies', async () => {
    const deps = fakeDeps({
      baskets: fakeBasketApi({ prices: { 'P1-M': 25 } }),
      products: fakeProducts({ 'P1-M': { imageBase: 'https://img.test/p1.jpg', imageAlt: 'Jacket' } }),
    });
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 2 }]);
    const { view: cart, headers } = await view(deps, cookie);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.getSetCookie().some((c) => c.startsWith(`${BAG_COUNT_COOKIE}=2;`))).toBe(true);
    expect(cart.lines).toEqual([
      expect.objectContaining({
        itemId: 'item-1',
        name: 'Name of P1-M',
        quantity: 2,
        price: 50,
        basePrice: 25,
        variationValues: [{ name: 'Colour', value: 'Black' }],
        orderable: true,
        productUrl: '/p/noslug-P1-M.html',
      }),
    ]);
    expect(cart.lines[0]!.image?.src).toBe('https://img.test/p1.jpg?w=120&q=60');
    expect(cart.totals).toEqual({ subtotal: 50, tax: 5, total: 55 });
    expect(cart.unavailableItemIds).toEqual([]);
    expect(cart.loyalty).toBeNull();
  });

  it('lists lines that can no longer be ordered (out of stock, or gone from the catalogue) for the Items Unavailable dialog', async () => {
    const deps = fakeDeps({
      products: fakeProducts({ A: { orderable: true }, B: { orderable: false, stockLevel: 0 } }),
    });
    const { cookie } = await shopperWithBasket(deps, [
      { productId: 'A', quantity: 1 },
      { productId: 'B', quantity: 1 },
      { productId: 'GONE', quantity: 1 },
    ]);
    const { view: cart } = await view(deps, cookie);
    expect(cart.unavailableItemIds).toEqual(['item-2', 'item-3']);
  });

  it('a line holding more than the stock left: the page names it as unfulfillable, in its words', async () => {
    const deps = fakeDeps({ products: fakeProducts({ A: { orderable: true, stockLevel: 3 } }) });
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'A', quantity: 4 }]);
    const { view: cart } = await view(deps, cookie);
    expect(cart.error).toEqual({
      code: 'unfulfillable',
      message: CART_ERROR_MESSAGES.unfulfillable,
      itemId: 'item-1',
    });
    expect(cart.unavailableItemIds).toEqual([]);
    expect(CART_ERROR_MESSAGES.unfulfillable).toBe(
      "We don't have as many of this item in stock as your bag holds. Choose a smaller quantity.",
    );
  });

  it('moves a basket in another currency to the locale’s', async () => {
    const deps = fakeDeps({ currency: 'CAD' });
    const { cookie, basketId } = await shopperWithBasket(deps, [{ productId: 'A', quantity: 1 }]);
    const { view: cart } = await view(deps, cookie);
    expect(deps.baskets.updateCurrency).toHaveBeenCalledWith(expect.any(String), basketId, 'CAD');
    expect(cart.currency).toBe('CAD');
  });

  it('no session: an empty bag with no login; the count cookie is 0', async () => {
    const deps = fakeDeps();
    const { view: cart, headers } = await view(deps, '');
    expect(cart.lines).toEqual([]);
    expect(deps.auth.loginGuest).not.toHaveBeenCalled();
    expect(headers.getSetCookie().some((c) => c.startsWith(`${BAG_COUNT_COOKIE}=0;`))).toBe(true);
  });

  it('loyalty: registered shoppers get the tracker, guests nothing; an API error renders nothing', async () => {
    const active = {
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member' },
      rewardsBalance: { available: { points: 100 } },
    };
    const guest = fakeDeps({ loyalty: fakeLoyalty(active) });
    const guestCart = await view(guest, (await shopperWithBasket(guest, [{ productId: 'A', quantity: 1 }])).cookie);
    expect(guestCart.view.loyalty).toBeNull();
    expect(guest.loyalty.status).not.toHaveBeenCalled();

    const registered = fakeDeps({ loyalty: fakeLoyalty(active) });
    const registeredCart = await view(
      registered,
      (await shopperWithBasket(registered, [{ productId: 'A', quantity: 1 }], REGISTERED_TOKEN)).cookie,
    );
    expect(registeredCart.view.loyalty).toMatchObject({ kind: 'member', points: 100, progress: 0.2 });

    const failing = fakeDeps({
      loyalty: fakeLoyalty(new Error('Request failed with status 500 Internal Server Error')),
    });
    const failingCart = await view(
      failing,
      (await shopperWithBasket(failing, [{ productId: 'A', quantity: 1 }], REGISTERED_TOKEN)).cookie,
    );
    expect(failingCart.view.loyalty).toEqual({ kind: 'error' });
  });
});

describe('POST /cart when the basket cannot be read', () => {
  it('says so and leaves the cookies alone', async () => {
    currentDeps = fakeDeps();
    const { cookie } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 2 }]);
    currentDeps.baskets.getBasket.mockRejectedValueOnce(new Error('socket hang up'));
    const response = await post(cookie, { intent: 'remove', itemId: 'item-1' });
    expect(response.headers.get('location')).toBe('/cart?cartError=failed&item=item-1');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('basket rules on reading', () => {
  it('a registered shopper’s basket gets their login email when it differs; a guest’s is left alone', async () => {
    const registered = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(
      registered,
      [{ productId: 'A', quantity: 1 }],
      REGISTERED_TOKEN,
    );
    await view(registered, cookie);
    expect(registered.baskets.updateCustomerEmail).toHaveBeenCalledWith(REGISTERED_TOKEN, basketId, 'jo@example.com');
    await view(registered, cookie);
    expect(registered.baskets.updateCustomerEmail).toHaveBeenCalledTimes(1);

    const guest = fakeDeps();
    await view(guest, (await shopperWithBasket(guest, [{ productId: 'A', quantity: 1 }])).cookie);
    expect(guest.baskets.updateCustomerEmail).not.toHaveBeenCalled();
  });
});

describe('promo codes on the bag', () => {
  it('applies a code (any case), shows its discount in the totals, syncs the shopper context, and removes it', async () => {
    const synced: string[][] = [];
    currentDeps = fakeDeps({
      syncCoupons: async (_session, basket) => synced.push((basket.couponItems ?? []).map((c) => c.code)),
    });
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 2 }]);
    const applied = await post(cookie, { intent: 'apply-coupon', code: ' trail10 ' });
    expect([applied.status, applied.headers.get('location')]).toEqual([303, '/cart#promo-codes-applied']);
    expect(currentDeps.baskets.addCoupon).toHaveBeenCalledWith(expect.any(String), basketId, 'trail10');
    expect(synced).toEqual([['TRAIL10']]);

    const page = (await view(currentDeps, cookie)).view;
    expect(page.coupons).toEqual([
      { couponItemId: 'coupon-1', code: 'TRAIL10', description: '10% off your order', discount: 2 },
    ]);
    expect(page.totals).toMatchObject({ subtotal: 20, discount: 2 });

    const removed = await post(cookie, { intent: 'remove-coupon', couponItemId: 'coupon-1' });
    expect(removed.headers.get('location')).toBe('/cart#promo-codes');
    expect(synced).toEqual([['TRAIL10'], []]);
    const after = (await view(currentDeps, cookie)).view;
    expect(after.coupons).toEqual([]);
    expect(after.totals.discount).toBeUndefined();
  });

  it('an empty, malformed, unknown or repeated code changes nothing and says why on the field', async () => {
    currentDeps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(currentDeps, [{ productId: 'P1-M', quantity: 1 }]);
    expect((await post(cookie, { intent: 'apply-coupon', code: '  ' })).headers.get('location')).toBe(
      '/cart?cartError=coupon-empty',
    );
    expect((await post(cookie, { intent: 'apply-coupon', code: 'NO SPACES <b>' })).headers.get('location')).toBe(
      '/cart?cartError=coupon-invalid',
    );
    expect(currentDeps.baskets.addCoupon).not.toHaveBeenCalled();
    expect((await post(cookie, { intent: 'apply-coupon', code: 'NOPE' })).headers.get('location')).toBe(
      '/cart?cartError=coupon-invalid',
    );
    await post(cookie, { intent: 'apply-coupon', code: 'SUMMIT20' });
    expect((await post(cookie, { intent: 'apply-coupon', code: 'summit20' })).headers.get('location')).toBe(
      '/cart?cartError=coupon-applied',
    );
    expect(currentDeps.baskets.baskets.get(basketId)!.coupons.map((c) => c.code)).toEqual(['SUMMIT20']);
    expect((await post(cookie, { intent: 'remove-coupon', couponItemId: 'coupon-9' })).headers.get('location')).toBe(
      '/cart?cartError=coupon-failed',
    );
    const page = (await view(currentDeps, cookie, '?cartError=coupon-applied')).view;
    expect(page.error).toEqual({ code: 'coupon-applied', message: CART_ERROR_MESSAGES['coupon-applied'] });
  });
});
