/**
 * Test doubles of the bag and checkout's dependencies: an in-memory Shopper Baskets / Orders with stock and coupons,
 * line products, loyalty and a SLAS guest login, plus form posts. Tests only. Each function of a fake goes through
 * `spy` (a test passes `vi.fn` to watch the calls; by default the function as it is).
 */
import { type Basket, type BasketAddress, type BasketApi, BasketApiError, type Order } from '../server/basket.server';
import type { LineProduct, LineProductApi } from '../server/lineProducts.server';
import type { LoyaltyStatus, ShopperLoyaltyApi } from '../server/loyalty.server';

/** Wraps each function of a fake (a test's `vi.fn`, to watch the calls). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function a fake has
export type Spy = <F extends (...args: any[]) => any>(fn: F) => F;

export const ORIGIN = 'https://shop.test';
export const NOW = 1_800_000_000_000;
const ERR = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/';

/** A JWT-shaped token (unsigned) with the given `isb` claim. */
export function tokenWith(isb: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ isb })}.sig`;
}

export const GUEST_TOKEN = tokenWith('uido:slas::upn:Guest::uidn:Guest User::gcid:g1::chid:RefArch');
export const REGISTERED_TOKEN = tokenWith('uido:ecom::upn:jo@example.com::uidn:Jo::gcid:g1::rcid:r1::chid:RefArch');

export function fakeAuth(spy: Spy = (fn) => fn) {
  return {
    loginGuest: spy(async () => ({
      access_token: GUEST_TOKEN,
      refresh_token: 'refresh-new',
      usid: 'usid-new',
      expires_in: 1800,
    })),
    refresh: spy(async (refreshToken: string) => ({
      access_token: GUEST_TOKEN,
      refresh_token: refreshToken,
      usid: 'usid-1',
      expires_in: 1800,
    })),
  };
}

interface StoredBasket {
  owner: string;
  currency: string;
  email?: string;
  address?: BasketAddress;
  methodId?: string;
  payments: Record<string, unknown>[];
  items: { itemId: string; productId: string; quantity: number }[];
  coupons: { couponItemId: string; code: string }[];
  reservation?: number;
}

/** The fake's coupons: a share off the subtotal, and whether the code belongs in the shopper context. */
export const FAKE_COUPONS: Readonly<Record<string, { percentOff: number; inContext: boolean }>> = {
  TRAIL10: { percentOff: 10, inContext: true },
  SUMMIT20: { percentOff: 20, inContext: false },
};

export const SHIPPING_METHODS = [
  { id: '001', name: 'Ground', description: '5-7 business days', price: 7.99 },
  { id: '002', name: '2-Day Express', description: '2 business days', price: 15.99 },
];

/**
 * An in-memory basket API that behaves like the sandbox's: each basket belongs to the token that made it, a quantity
 * above the stock or the maximum order quantity is refused (400) and changes nothing, orders close the basket.
 */
export function fakeBasketApi(
  options: { stock?: Record<string, number>; maxOrderQuantity?: number; prices?: Record<string, number> } = {},
  spy: Spy = (fn) => fn,
) {
  const stock = options.stock ?? {};
  const max = options.maxOrderQuantity ?? 10;
  const prices = options.prices ?? {};
  const baskets = new Map<string, StoredBasket>();
  const orders = new Map<string, { owner: string; order: Order }>();
  let next = 0;
  const own = (token: string, basketId: string) => {
    const basket = baskets.get(basketId);
    if (!basket || basket.owner !== token)
      throw new BasketApiError(404, `${ERR}basket-not-found`, 'Basket Not Found', `No basket with ID '${basketId}'.`);
    return basket;
  };
  const check = (productId: string, quantity: number) => {
    if (quantity > max)
      throw new BasketApiError(
        400,
        `${ERR}max-order-quantity-exceeded`,
        'Max Order Quantity Exceeded',
        `At most ${max} of one product.`,
      );
    if (quantity > (stock[productId] ?? 100))
      throw new BasketApiError(
        400,
        `${ERR}product-item-not-available`,
        'Product Item Not Available',
        `Only ${stock[productId]} of "${productId}" are in stock.`,
      );
  };
  const shape = (basketId: string): Basket => {
    const b = baskets.get(basketId)!;
    const productItems = b.items.map((item) => ({
      ...item,
      productName: `Name of ${item.productId}`,
      basePrice: prices[item.productId] ?? 10,
      price: (prices[item.productId] ?? 10) * item.quantity,
    }));
    const subtotal = productItems.reduce((sum, item) => sum + item.price, 0);
    const adjustments = b.coupons.map((c) => ({
      priceAdjustmentId: `${c.couponItemId}-adj`,
      couponCode: c.code,
      itemText: `${FAKE_COUPONS[c.code]!.percentOff}% off your order`,
      price: -Math.round(subtotal * FAKE_COUPONS[c.code]!.percentOff) / 100,
    }));
    const discounted = subtotal + adjustments.reduce((sum, a) => sum + a.price, 0);
    const method = SHIPPING_METHODS.find((m) => m.id === b.methodId);
    const shipping = method && productItems.length ? method.price : 0;
    const tax = Math.round((discounted + shipping) * 10) / 100;
    return {
      basketId,
      currency: b.currency,
      customerInfo: { customerId: 'c1', ...(b.email ? { email: b.email } : {}) },
      ...(productItems.length ? { productItems } : {}),
      shipments: [
        {
          shipmentId: 'me',
          ...(b.address ? { shippingAddress: b.address } : {}),
          ...(method ? { shippingMethod: method } : {}),
        },
      ],
      productSubTotal: subtotal,
      productTotal: discounted,
      ...(b.coupons.length
        ? {
            couponItems: b.coupons.map((c) => ({
              ...c,
              statusCode: 'applied',
              valid: true,
              c_includeInShopperContext: FAKE_COUPONS[c.code]!.inContext,
            })),
            orderPriceAdjustments: adjustments,
          }
        : {}),
      shippingTotal: shipping,
      taxTotal: tax,
      orderTotal: discounted + shipping + tax,
      ...(b.payments.length ? { paymentInstruments: b.payments as never } : {}),
      ...(b.reservation ? { c_reservationExpirationTime: b.reservation } : {}),
    };
  };
  const api = {
    baskets,
    orders,
    createBasket: spy(async (token: string) => {
      next += 1;
      const id = `basket-${next}`;
      baskets.set(id, { owner: token, currency: 'USD', items: [], payments: [], coupons: [] });
      return shape(id);
    }),
    addItem: spy(async (token: string, basketId: string, item: { productId: string; quantity: number }) => {
      const b = own(token, basketId);
      check(item.productId, item.quantity);
      b.items.push({ itemId: `item-${b.items.length + 1}`, ...item });
      b.reservation ??= NOW + 15 * 60_000;
      return shape(basketId);
    }),
    getBasket: spy(async (token: string, basketId: string) => (own(token, basketId), shape(basketId))),
    updateItemQuantity: spy(
      async (token: string, basketId: string, itemId: string, _productId: string, quantity: number) => {
        const b = own(token, basketId);
        const item = b.items.find((i) => i.itemId === itemId);
        if (!item)
          throw new BasketApiError(404, `${ERR}item-not-found`, 'Product Item Not Found', `No item '${itemId}'.`);
        check(item.productId, quantity);
        item.quantity = quantity;
        return shape(basketId);
      },
    ),
    removeItem: spy(async (token: string, basketId: string, itemId: string) => {
      const b = own(token, basketId);
      b.items = b.items.filter((i) => i.itemId !== itemId);
      if (!b.items.length) delete b.reservation;
      return shape(basketId);
    }),
    addCoupon: spy(async (token: string, basketId: string, code: string) => {
      const b = own(token, basketId);
      const known = FAKE_COUPONS[code.trim().toUpperCase()];
      if (!known)
        throw new BasketApiError(
          400,
          `${ERR}invalid-coupon-code`,
          'Invalid Coupon Code',
          `The coupon code "${code}" is unknown.`,
        );
      if (b.coupons.some((c) => c.code === code.trim().toUpperCase()))
        throw new BasketApiError(400, `${ERR}coupon-already-in-basket`, 'Coupon Already In Basket', 'Already applied.');
      b.coupons.push({ couponItemId: `coupon-${b.coupons.length + 1}`, code: code.trim().toUpperCase() });
      return shape(basketId);
    }),
    removeCoupon: spy(async (token: string, basketId: string, couponItemId: string) => {
      const b = own(token, basketId);
      if (!b.coupons.some((c) => c.couponItemId === couponItemId))
        throw new BasketApiError(
          404,
          `${ERR}coupon-item-not-found`,
          'Coupon Item Not Found',
          `No coupon item '${couponItemId}'.`,
        );
      b.coupons = b.coupons.filter((c) => c.couponItemId !== couponItemId);
      return shape(basketId);
    }),
    updateCurrency: spy(
      async (token: string, basketId: string, currency: string) => (
        (own(token, basketId).currency = currency),
        shape(basketId)
      ),
    ),
    updateCustomerEmail: spy(
      async (token: string, basketId: string, email: string) => ((own(token, basketId).email = email), shape(basketId)),
    ),
    updateShippingAddress: spy(
      async (token: string, basketId: string, address: BasketAddress) => (
        (own(token, basketId).address = address),
        shape(basketId)
      ),
    ),
    updateShippingMethod: spy(
      async (token: string, basketId: string, id: string) => ((own(token, basketId).methodId = id), shape(basketId)),
    ),
    shippingMethods: spy(async (token: string, basketId: string) => (own(token, basketId), SHIPPING_METHODS)),
    addPaymentInstrument: spy(
      async (token: string, basketId: string, instrument: Record<string, unknown>) => (
        own(token, basketId).payments.push(instrument),
        shape(basketId)
      ),
    ),
    createOrder: spy(async (token: string, basketId: string) => {
      const b = own(token, basketId);
      if (!b.items.length || !b.email || !b.address || !b.methodId)
        throw new BasketApiError(400, `${ERR}invalid-basket`, 'Invalid Basket', 'The basket is not ready to order.');
      for (const item of b.items) check(item.productId, item.quantity);
      const { basketId: _id, ...document } = shape(basketId);
      const order: Order = { ...document, orderNo: String(orders.size + 1).padStart(8, '0'), status: 'new' };
      orders.set(order.orderNo, { owner: token, order });
      baskets.delete(basketId);
      return order;
    }),
    getOrder: spy(async (token: string, orderNo: string) => {
      const found = orders.get(orderNo);
      if (!found || found.owner !== token)
        throw new BasketApiError(404, `${ERR}order-not-found`, 'Order Not Found', `No order '${orderNo}'.`);
      return found.order;
    }),
  } satisfies BasketApi & Record<string, unknown>;
  return api;
}

export function fakeProducts(
  products: Record<string, Partial<LineProduct>> = {},
  spy: Spy = (fn) => fn,
): LineProductApi {
  return {
    lineProducts: spy(async (_token: string, ids: readonly string[]) => {
      const out = new Map<string, LineProduct>();
      for (const id of ids) {
        const known = products[id];
        if (known === undefined && Object.keys(products).length) continue;
        out.set(id, {
          id,
          name: `Name of ${id}`,
          variationValues: [{ name: 'Colour', value: 'Black' }],
          orderable: true,
          ...known,
        });
      }
      return out;
    }),
  };
}

export function fakeLoyalty(
  status: LoyaltyStatus | Error = { loyaltyActiveInCurrentSession: false },
  spy: Spy = (fn) => fn,
): ShopperLoyaltyApi {
  return {
    status: spy(async () => {
      if (status instanceof Error) throw status;
      return status;
    }),
    size: 0,
  };
}

export function formPost(
  path: string,
  fields: [string, string][] | Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export const cookieNamed = (response: { headers: Headers }, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
