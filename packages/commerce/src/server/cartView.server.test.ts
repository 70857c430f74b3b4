import { describe, expect, it } from 'vitest';
import { tokenWith } from '../testing/fakeShop';
import { BasketApiError, type Basket } from './basket.server';
import {
  bagErrorCodeOf,
  basketCheckoutStep,
  cartCoupons,
  cartLines,
  cartTotals,
  checkoutView,
  demoPaymentInstrument,
  isRegisteredToken,
  registeredEmail,
} from './cartView.server';
import type { LineProduct } from './lineProducts.server';
import { CART_ERROR_CODES, cartErrorOf, isUnfulfillable } from '../cart/cartView';

const basket: Basket = {
  basketId: 'b1',
  currency: 'USD',
  productItems: [
    { itemId: 'i1', productId: 'P1', productName: 'Jacket', quantity: 2, price: 50, basePrice: 25 },
    { itemId: 'i2', productId: 'P2', quantity: 1, price: 10 },
    { itemId: 'i3', productId: 'P3', quantity: 0 },
  ],
  couponItems: [{ couponItemId: 'c1', code: 'TRAIL10' }],
  orderPriceAdjustments: [{ couponCode: 'TRAIL10', price: -6, itemText: '10% off' }],
  productSubTotal: 60,
  shippingTotal: 7.99,
  taxTotal: 6.2,
  orderTotal: 68.19,
};

describe('the bag model', () => {
  it('lines carry the product, its image, its orderability and the most the stepper offers', () => {
    const products = new Map<string, LineProduct>([
      [
        'P1',
        {
          id: 'P1',
          name: 'Rain Jacket',
          imageBase: 'https://img.test/p1',
          variationValues: [{ name: 'Size', value: 'M' }],
          orderable: true,
          stockLevel: 3,
        },
      ],
    ]);
    const lines = cartLines(basket, products, 10, (id) => `/p/${id}`);
    expect(lines.map((line) => line.itemId)).toEqual(['i1', 'i2']);
    expect(lines[0]).toMatchObject({
      name: 'Jacket',
      productUrl: '/p/P1',
      quantity: 2,
      price: 50,
      basePrice: 25,
      orderable: true,
      maxQuantity: 3,
      variationValues: [{ name: 'Size', value: 'M' }],
    });
    expect(lines[0]!.image?.alt).toBe('Jacket');
    // A product the catalogue no longer returns cannot be ordered.
    expect(lines[1]).toMatchObject({ name: 'P2', orderable: false, maxQuantity: 10 });
  });

  it('a line whose stock is below its quantity is unfulfillable, and the page names it unless a change’s error is due', () => {
    const stocked = (stockLevel: number | undefined): LineProduct => ({
      id: 'P1',
      variationValues: [],
      orderable: stockLevel === undefined || stockLevel > 0,
      ...(stockLevel === undefined ? {} : { stockLevel }),
    });
    const line = (stockLevel: number | undefined) =>
      cartLines(basket, new Map([['P1', stocked(stockLevel)]]), 10, (id) => `/p/${id}`)[0]!;
    // The line wants 2: one left is short, two or unknown stock are not, none left is unavailable instead.
    expect(line(1)).toMatchObject({ unfulfillable: true, orderable: true });
    expect(line(2).unfulfillable).toBeUndefined();
    expect(line(undefined).unfulfillable).toBeUndefined();
    expect(line(0)).toMatchObject({ orderable: false });
    expect(line(0).unfulfillable).toBeUndefined();
    expect(isUnfulfillable(1, 2)).toBe(true);
    expect(isUnfulfillable(2, 2)).toBe(false);
    expect(isUnfulfillable(null, 2)).toBe(false);

    const messages = Object.fromEntries(CART_ERROR_CODES.map((code) => [code, `text of ${code}`])) as never;
    const lines = [line(2), { ...line(1), itemId: 'i9' }];
    expect(cartErrorOf(null, null, lines, messages)).toEqual({
      code: 'unfulfillable',
      message: 'text of unfulfillable',
      itemId: 'i9',
    });
    expect(cartErrorOf('stock', 'i1', lines, messages)).toEqual({
      code: 'stock',
      message: 'text of stock',
      itemId: 'i1',
    });
    expect(cartErrorOf('nonsense', '<b>', [line(2)], messages)).toBeUndefined();
    expect(cartErrorOf('quantity', '<b>', [], messages)).toEqual({ code: 'quantity', message: 'text of quantity' });
  });

  it('a line a product promotion took something off costs its price after it, the price before kept to strike', () => {
    const promoted: Basket = {
      basketId: 'b2',
      productItems: [
        { itemId: 'p1', productId: 'PACK', quantity: 2, price: 240, basePrice: 120, priceAfterItemDiscount: 192 },
        { itemId: 'p2', productId: 'CAP', quantity: 1, price: 20, basePrice: 20, priceAfterItemDiscount: 20 },
      ],
      productSubTotal: 212,
    };
    const [pack, cap] = cartLines(promoted, new Map(), 10, (id) => `/p/${id}`);
    expect(pack).toMatchObject({ price: 192, priceBeforeDiscounts: 240 });
    expect(cap).toMatchObject({ price: 20 });
    expect(cap).not.toHaveProperty('priceBeforeDiscounts');
    // the lines add up to the subtotal the summary shows
    expect(pack!.price! + cap!.price!).toBe(promoted.productSubTotal);
  });

  it('a code that unlocked a product promotion is listed with what it took off the lines', () => {
    const unlocked: Basket = {
      basketId: 'b3',
      couponItems: [{ couponItemId: 'c9', code: 'TRAIL15' }],
      productItems: [
        {
          itemId: 's1',
          productId: 'SALE',
          quantity: 1,
          price: 100,
          priceAfterItemDiscount: 85,
          priceAdjustments: [{ price: -15, couponCode: 'TRAIL15', itemText: 'Extra 15% off sale styles' }],
        },
      ],
    };
    expect(cartCoupons(unlocked)).toEqual([
      { couponItemId: 'c9', code: 'TRAIL15', description: 'Extra 15% off sale styles', discount: 15 },
    ]);
    // already in the subtotal: not an order discount in the summary
    expect(cartTotals(unlocked, false).discount).toBeUndefined();
  });

  it('coupons with their discount; totals with the shipping only once a method is chosen', () => {
    expect(cartCoupons(basket)).toEqual([{ couponItemId: 'c1', code: 'TRAIL10', description: '10% off', discount: 6 }]);
    expect(cartTotals(basket, false)).toEqual({ subtotal: 60, discount: 6, tax: 6.2, total: 68.19 });
    expect(cartTotals(basket, true)).toMatchObject({ shipping: 7.99 });
    expect(cartTotals(undefined, true)).toEqual({});
  });
});

describe('the checkout model', () => {
  it('opens the first step not done; the address keeps the form’s fields only', () => {
    const links = { action: '/checkout', cart: '/cart' };
    const view = checkoutView(basket, [], { currency: 'CAD', locale: 'en-US', links });
    expect(view).toMatchObject({ step: 'contact', currency: 'USD', links });
    expect(view.lines).toHaveLength(2);
    const ready: Basket = {
      ...basket,
      customerInfo: { email: 'jo@example.com' },
      shipments: [
        {
          shipmentId: 'me',
          shippingAddress: {
            fullName: 'Jo Hiker',
            firstName: 'Jo',
            lastName: 'Hiker',
            address1: '1 Trail Rd',
            city: 'Portland',
            postalCode: '97201',
            countryCode: 'US',
          },
          shippingMethod: { id: '001' },
        },
      ],
    };
    const done = checkoutView(ready, [], { currency: 'USD', locale: 'en-US', links });
    expect(done.step).toBe('payment');
    expect(done.address).not.toHaveProperty('fullName');
    expect(done.totals.shipping).toBe(7.99);
    expect(basketCheckoutStep(ready)).toBe('payment');
    expect(basketCheckoutStep(basket)).toBe('contact');
  });

  it('the demo payment is a masked test card, never a card number', () => {
    const instrument = demoPaymentInstrument(68.19, new Date('2026-01-01T00:00:00Z'));
    expect(instrument).toMatchObject({ paymentMethodId: 'CREDIT_CARD', amount: 68.19 });
    expect(instrument.paymentCard).toMatchObject({ maskedNumber: '************1111', expirationYear: 2029 });
    expect(JSON.stringify(instrument)).not.toMatch(/4111111111111111/);
  });
});

describe('the shopper token', () => {
  it('a registered login has an rcid; its email is the upn when it is an address', () => {
    const registered = tokenWith('uido:ecom::upn:jo@example.com::uidn:Jo::gcid:g1::rcid:r1::chid:RefArch');
    const guest = tokenWith('uido:slas::upn:Guest::uidn:Guest User::gcid:g1::chid:RefArch');
    expect(isRegisteredToken(registered)).toBe(true);
    expect(registeredEmail(registered)).toBe('jo@example.com');
    expect(isRegisteredToken(guest)).toBe(false);
    expect(registeredEmail(guest)).toBeUndefined();
    // No JWT at all is no registered shopper; a login that is no email address gives no email.
    expect(isRegisteredToken('not-a-jwt')).toBe(false);
    expect(registeredEmail(tokenWith('gcid:g1::rcid:r1::upn:not an email'))).toBeUndefined();
  });
});

describe('the API refusal as a code', () => {
  const problem = (status: number, type: string, title: string, detail = '') =>
    new BasketApiError(status, type, title, detail);
  it('reads stock, maximum quantity and missing products from the problem', () => {
    expect(bagErrorCodeOf(problem(400, '…/product-item-not-available', 'Product Item Not Available'))).toBe('stock');
    expect(bagErrorCodeOf(problem(400, '…/insufficient-inventory', 'Insufficient Inventory'))).toBe('stock');
    expect(bagErrorCodeOf(problem(400, '…/quantity-limit-exceeded', 'Maximum Order Quantity Exceeded'))).toBe(
      'max-quantity',
    );
    expect(bagErrorCodeOf(problem(404, '…/product-not-found', 'Product Not Found'))).toBe('unavailable');
    expect(bagErrorCodeOf(problem(500, '…/internal', 'Internal Server Error'))).toBe('failed');
  });
});
