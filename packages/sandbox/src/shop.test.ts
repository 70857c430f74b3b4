import {
  helpers,
  ShopperBasketsV2,
  ShopperConfigurations,
  ShopperContexts,
  ShopperCustomers,
  ShopperLogin,
  ShopperOrders,
  ShopperProducts,
  ShopperSEO,
} from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPrice, type CatalogVariant } from './commerce/catalog.js';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/**
 * Baskets, orders, customers, configurations, URL mapping and the custom APIs, through the real
 * commerce-sdk-isomorphic clients (only `proxy` points them at the sandbox), on an in-memory database.
 */

let sandbox: Sandbox;
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // the in-memory database opens on first use; open it here so no single test pays for it
  await sandbox.commerce!.database.open();
}, 120_000);
afterAll(() => sandbox?.close());

/** A guest shopper with clients holding their token. */
async function guest() {
  const config = { proxy: sandbox.url, parameters, throwOnBadResponse: true };
  const login = await helpers.loginGuestUser({
    slasClient: new ShopperLogin(config),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  });
  const authed = { ...config, headers: { authorization: `Bearer ${login.access_token}` } };
  return {
    token: login.access_token,
    customerId: login.customer_id,
    usid: login.usid,
    baskets: new ShopperBasketsV2(authed),
    orders: new ShopperOrders(authed),
    customers: new ShopperCustomers(authed),
    products: new ShopperProducts(authed),
    contexts: new ShopperContexts(authed),
    custom: (endpointPath: string, apiName: string, extra: Record<string, string> = {}) =>
      helpers.callCustomEndpoint({
        options: {
          method: 'GET',
          customApiPathParameters: { apiName, endpointPath },
          headers: { authorization: `Bearer ${login.access_token}` },
          parameters: extra,
        },
        clientConfig: { proxy: sandbox.url, parameters },
      }) as Promise<Record<string, unknown>>,
  };
}
type Guest = Awaited<ReturnType<typeof guest>>;

/** The problem body of a failed SDK call, checked for its status and type. */
async function scapiError(promise: Promise<unknown>, status: number, type: string): Promise<Record<string, unknown>> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  const response = (caught as { response?: Response } | undefined)?.response;
  if (!response)
    throw new Error(`expected a ${status} ${type} error, got ${caught === undefined ? 'success' : String(caught)}`);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.type).toBe(`https://api.commercecloud.salesforce.com/documentation/error/v1/errors/${type}`);
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  return body;
}

/** Variants picked once each, so no two tests share stock. */
const used = new Set<string>();
function variant(test: (v: CatalogVariant) => boolean): CatalogVariant {
  for (const { variant: v } of sandbox.commerce!.catalog.variantById.values()) {
    if (!used.has(v.id) && test(v)) {
      used.add(v.id);
      return v;
    }
  }
  throw new Error('no variant left that matches');
}
// quantity prices and dangerous goods (the fuel canister) have tests of their own
const plenty = () => variant((v) => v.ats >= 12 && v.listPrice < 70 && !v.tiers);
const price = (v: CatalogVariant) =>
  v.salePrice !== undefined && v.salePrice < v.listPrice ? v.salePrice : v.listPrice;
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const newBasket = async (g: Guest) => (await g.baskets.createBasket({ body: {} })).basketId!;
const add = (g: Guest, basketId: string, productId: string, quantity: number) =>
  g.baskets.addItemToBasket({ parameters: { basketId }, body: [{ productId, quantity }] });
const checkoutReady = async (g: Guest, basketId: string) => {
  await shipTo(g, basketId);
  return chooseShipping(g, basketId);
};
/** E-mail and a shipping address (also the billing address), no shipping method. */
const shipTo = async (g: Guest, basketId: string) => {
  await g.baskets.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'shopper@example.com' } });
  await g.baskets.updateShippingAddressForShipment({
    parameters: { basketId, shipmentId: 'me', useAsBilling: true },
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Trail Rd',
      city: 'Portland',
      postalCode: '97209',
      stateCode: 'OR',
      countryCode: 'US',
    },
  });
};
/** The shopper's choice of shipping method: a new shipment has none. */
const chooseShipping = (g: Guest, basketId: string, id = '001') =>
  g.baskets.updateShippingMethodForShipment({ parameters: { basketId, shipmentId: 'me' }, body: { id } });

describe('Shopper Baskets v2', () => {
  it('creates one open basket per shopper and answers a second create with the quota error naming it', async () => {
    const g = await guest();
    const basket = await g.baskets.createBasket({ body: {} });
    expect(basket.basketId).toMatch(/^[0-9a-f]{26}$/);
    expect(basket).toMatchObject({
      currency: 'USD',
      customerInfo: { customerId: g.customerId },
      productTotal: 0,
      orderTotal: 0,
      taxation: 'net',
    });
    expect(basket.productItems).toBeUndefined();
    expect(basket.c_reservationExpirationTime).toBeUndefined();
    // The shopper chooses the shipping method; a new shipment has none (a client's shipping step is not skipped).
    expect(basket.shipments?.[0]).toMatchObject({ shipmentId: 'me' });
    expect(basket.shipments?.[0]?.shippingMethod).toBeUndefined();

    const quota = await scapiError(g.baskets.createBasket({ body: {} }), 400, 'customer-baskets-quota-exceeded');
    expect(quota.title).toBe('Customer Baskets Quota Exceeded');
    expect(quota.basketIds).toEqual([basket.basketId]);
    expect((await g.customers.getCustomerBaskets({ parameters: { customerId: g.customerId } })).total).toBe(1);
  });

  it('adds variants, merges repeated adds into one line, prices the basket and starts the 15-minute reservation once', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const [a, b] = [plenty(), plenty()];
    const before = Date.now();
    const first = await add(g, id, a.id, 2);
    const reservation = first.c_reservationExpirationTime as number;
    expect(reservation).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(reservation).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    await add(g, id, b.id, 1);
    const basket = await add(g, id, a.id, 1);
    expect(basket.productItems?.map((i) => [i.productId, i.quantity])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);
    expect(basket.c_reservationExpirationTime).toBe(reservation);
    const line = basket.productItems![0]!;
    expect(line).toMatchObject({
      basePrice: price(a),
      price: round2(price(a) * 3),
      shipmentId: 'me',
      taxRate: CFG.taxRate,
    });
    expect(line.itemId).toMatch(/^[0-9a-f]{26}$/);
    const subTotal = round2(price(a) * 3 + price(b));
    expect(basket.productSubTotal).toBe(subTotal);
    expect(basket.productTotal).toBe(subTotal);
    const shipping = subTotal >= 75 ? 0 : 7.99;
    expect(basket.shippingTotal).toBe(shipping);
    expect(basket.taxTotal).toBeCloseTo(
      round2(price(a) * 3 * CFG.taxRate) + round2(price(b) * CFG.taxRate) + round2(shipping * CFG.taxRate),
      2,
    );
    expect(basket.orderTotal).toBeCloseTo(subTotal + shipping + basket.taxTotal!, 2);
  });

  it('rejects what cannot be ordered with a clear 400 and leaves the basket exactly as it was', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const kept = plenty();
    const low = variant((v) => v.ats >= 2 && v.ats <= 5);
    const out = variant((v) => v.ats === 0);
    await add(g, id, kept.id, 1);
    await add(g, id, low.id, low.ats - 1);
    const before = await g.baskets.getBasket({ parameters: { basketId: id } });

    const tooMany = await scapiError(add(g, id, low.id, 2), 400, 'product-item-not-available');
    expect(tooMany).toMatchObject({
      title: 'Product Item Not Available',
      productId: low.id,
      availableQuantity: low.ats,
      requestedQuantity: low.ats + 1,
    });
    expect(tooMany.detail).toContain(`Only ${low.ats}`);
    expect(await scapiError(add(g, id, out.id, 1), 400, 'product-item-not-available')).toMatchObject({
      availableQuantity: 0,
    });
    const max = await scapiError(add(g, id, kept.id, CFG.maxOrderQuantity), 400, 'max-order-quantity-exceeded');
    expect(max).toMatchObject({ maxOrderQuantity: CFG.maxOrderQuantity, requestedQuantity: CFG.maxOrderQuantity + 1 });
    expect(
      (await scapiError(add(g, id, kept.id.split('-')[0]!, 1), 400, 'product-item-not-available')).detail,
    ).toContain('master product');
    await scapiError(add(g, id, 'NO-SUCH-PRODUCT', 1), 400, 'product-item-not-available');
    await scapiError(add(g, id, kept.id, 0), 400, 'invalid-request-body');
    // one good line and one bad line in the same request: neither is added
    await scapiError(
      g.baskets.addItemToBasket({
        parameters: { basketId: id },
        body: [
          { productId: plenty().id, quantity: 1 },
          { productId: out.id, quantity: 1 },
        ],
      }),
      400,
      'product-item-not-available',
    );
    const lowItem = before.productItems!.find((i) => i.productId === low.id)!;
    await scapiError(
      g.baskets.updateItemInBasket({
        parameters: { basketId: id, itemId: lowItem.itemId! },
        body: { quantity: low.ats + 1 },
      }),
      400,
      'product-item-not-available',
    );

    expect(await g.baskets.getBasket({ parameters: { basketId: id } })).toEqual(before);
  });

  it('changes quantities, removes items (also with quantity 0) and drops the reservation when the basket empties', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const [a, b] = [plenty(), plenty()];
    await add(g, id, a.id, 1);
    const withBoth = await add(g, id, b.id, 1);
    const [itemA, itemB] = withBoth.productItems!;
    const both = await g.baskets.updateItemsInBasket({
      parameters: { basketId: id },
      body: [
        { itemId: itemA!.itemId!, quantity: 2 },
        { itemId: itemB!.itemId!, quantity: 3 },
      ],
    });
    expect(both.productItems!.map((i) => i.quantity)).toEqual([2, 3]);
    const updated = await g.baskets.updateItemInBasket({
      parameters: { basketId: id, itemId: itemA!.itemId! },
      body: { quantity: 4 },
    });
    expect(updated.productItems!.find((i) => i.itemId === itemA!.itemId)!.quantity).toBe(4);
    const zero = await g.baskets.updateItemInBasket({
      parameters: { basketId: id, itemId: itemA!.itemId! },
      body: { quantity: 0 },
    });
    expect(zero.productItems!.map((i) => i.productId)).toEqual([b.id]);
    expect(zero.c_reservationExpirationTime).toBeTypeOf('number');
    const empty = await g.baskets.removeItemFromBasket({ parameters: { basketId: id, itemId: itemB!.itemId! } });
    expect(empty.productItems).toBeUndefined();
    expect(empty.c_reservationExpirationTime).toBeUndefined();
    expect(empty.orderTotal).toBe(0);
    await scapiError(
      g.baskets.removeItemFromBasket({ parameters: { basketId: id, itemId: itemB!.itemId! } }),
      404,
      'product-item-not-found',
    );
  });

  it('loses nothing when 20 adds to the same basket arrive at once', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const products = [plenty(), plenty(), plenty(), plenty(), plenty()];
    // in-process requests: all 20 handlers start before any finishes, so their database work truly overlaps
    const url = `${sandbox.url}/checkout/shopper-baskets/v2/organizations/${CFG.organizationId}/baskets/${id}/items?siteId=${CFG.siteId}`;
    const adds = Array.from({ length: 20 }, (_, i) =>
      sandbox.app.request(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${g.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([{ productId: products[i % products.length]!.id, quantity: 1 }]),
      }),
    );
    expect((await Promise.all(adds)).map((r) => r.status)).toEqual(Array(20).fill(200));
    const basket = await g.baskets.getBasket({ parameters: { basketId: id } });
    expect(basket.productItems).toHaveLength(5);
    expect(basket.productItems!.every((i) => i.quantity === 4)).toBe(true);
    expect(basket.productItems!.reduce((n, i) => n + i.quantity!, 0)).toBe(20);
  });

  it("answers another shopper's basket exactly like a missing one, and refuses another customer's basket list", async () => {
    const owner = await guest();
    const other = await guest();
    const id = await newBasket(owner);
    const item = plenty();
    await add(owner, id, item.id, 1);
    await scapiError(other.baskets.getBasket({ parameters: { basketId: id } }), 404, 'basket-not-found');
    await scapiError(add(other, id, item.id, 1), 404, 'basket-not-found');
    await scapiError(other.baskets.deleteBasket({ parameters: { basketId: id } }), 404, 'basket-not-found');
    await scapiError(other.baskets.getBasket({ parameters: { basketId: 'nope' } }), 404, 'basket-not-found');
    await scapiError(
      other.customers.getCustomerBaskets({ parameters: { customerId: owner.customerId } }),
      403,
      'forbidden',
    );
    expect((await owner.baskets.getBasket({ parameters: { basketId: id } })).productItems).toHaveLength(1);

    const anonymous = await fetch(
      `${sandbox.url}/checkout/shopper-baskets/v2/organizations/${CFG.organizationId}/baskets/${id}?siteId=${CFG.siteId}`,
    );
    expect(anonymous.status).toBe(401);

    await owner.baskets.deleteBasket({ parameters: { basketId: id } });
    await scapiError(owner.baskets.getBasket({ parameters: { basketId: id } }), 404, 'basket-not-found');
    expect(await owner.customers.getCustomerBaskets({ parameters: { customerId: owner.customerId } })).toEqual({
      total: 0,
    });
  });

  it('keeps the currency to the supported ones and checks the customer email', async () => {
    const g = await guest();
    const id = await newBasket(g);
    await scapiError(
      g.baskets.updateBasket({ parameters: { basketId: id }, body: { currency: 'EUR' } }),
      400,
      'unsupported-currency',
    );
    expect((await g.baskets.updateBasket({ parameters: { basketId: id }, body: { currency: 'USD' } })).currency).toBe(
      'USD',
    );
    await scapiError(
      g.baskets.updateCustomerForBasket({ parameters: { basketId: id }, body: { email: 'not-an-email' } }),
      400,
      'invalid-email-address',
    );
    const withEmail = await g.baskets.updateCustomerForBasket({
      parameters: { basketId: id },
      body: { email: 'trail@example.com' },
    });
    expect(withEmail.customerInfo).toEqual({ customerId: g.customerId, email: 'trail@example.com' });
  });

  it('prices a basket in its own currency: created in CAD, or moved to it; shipping methods too', async () => {
    const g = await guest();
    const item = plenty();
    const cad = (await g.baskets.createBasket({ body: { currency: 'CAD' } })).basketId!;
    const inCad = await add(g, cad, item.id, 2);
    expect(inCad.currency).toBe('CAD');
    expect(inCad.productSubTotal).toBeCloseTo(convertPrice(price(item), CFG.currencyRates.CAD!) * 2, 2);
    const methods = await g.baskets.getShippingMethodsForShipment({ parameters: { basketId: cad, shipmentId: 'me' } });
    expect(methods.applicableShippingMethods![0]!.price).toBe(
      convertPrice(CFG.shippingMethods[0]!.price, CFG.currencyRates.CAD!),
    );
    const inUsd = await g.baskets.updateBasket({ parameters: { basketId: cad }, body: { currency: 'USD' } });
    expect(inUsd.currency).toBe('USD');
    expect(inUsd.productSubTotal).toBeCloseTo(price(item) * 2, 2);
  });

  it('lists shipping methods with the free-shipping promotion, sets one, and stores shipping and billing addresses', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const cheap = variant((v) => v.ats >= 3 && price(v) < 30);
    await add(g, id, cheap.id, 1);
    const methods = await g.baskets.getShippingMethodsForShipment({ parameters: { basketId: id, shipmentId: 'me' } });
    expect(methods.defaultShippingMethodId).toBe('001');
    expect(methods.applicableShippingMethods!.map((m) => [m.id, m.price])).toEqual([
      ['001', 7.99],
      ['002', 15.99],
      ['003', 29.99],
    ]);
    expect(methods.applicableShippingMethods![0]!.shippingPromotions).toBeUndefined();
    const unchosen = await g.baskets.getBasket({ parameters: { basketId: id } });
    expect(unchosen.shipments![0]!.shippingMethod).toBeUndefined();
    expect(unchosen.shippingTotal).toBe(0);
    const ground = await g.baskets.updateShippingMethodForShipment({
      parameters: { basketId: id, shipmentId: 'me' },
      body: { id: '001' },
    });
    expect(ground.shippingTotal).toBe(7.99);

    const big = variant((v) => v.ats >= 3 && price(v) >= 80);
    const free = await add(g, id, big.id, 1);
    expect(free.shippingTotal).toBe(0);
    expect(free.shippingItems![0]!.priceAdjustments![0]).toMatchObject({
      promotionId: 'free-shipping-over-75',
      price: -7.99,
    });
    const overnight = await g.baskets.updateShippingMethodForShipment({
      parameters: { basketId: id, shipmentId: 'me' },
      body: { id: '003' },
    });
    expect(overnight.shippingTotal).toBe(29.99);
    expect(overnight.shipments![0]!.shippingMethod!.id).toBe('003');
    await scapiError(
      g.baskets.updateShippingMethodForShipment({
        parameters: { basketId: id, shipmentId: 'me' },
        body: { id: '999' },
      }),
      400,
      'invalid-shipping-method',
    );
    await scapiError(
      g.baskets.getShippingMethodsForShipment({ parameters: { basketId: id, shipmentId: 'other' } }),
      404,
      'shipment-not-found',
    );

    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Trail Rd',
      city: 'Portland',
      postalCode: '97209',
      countryCode: 'us',
    };
    const shipped = await g.baskets.updateShippingAddressForShipment({
      parameters: { basketId: id, shipmentId: 'me', useAsBilling: true },
      body: address,
    });
    expect(shipped.shipments![0]!.shippingAddress).toEqual({ ...address, countryCode: 'US', fullName: 'Ada Lovelace' });
    expect(shipped.billingAddress).toEqual(shipped.shipments![0]!.shippingAddress);
    const billed = await g.baskets.updateBillingAddressForBasket({
      parameters: { basketId: id },
      body: { ...address, city: 'Vancouver', countryCode: 'CA' },
    });
    expect(billed.billingAddress!.city).toBe('Vancouver');
    expect(billed.shipments![0]!.shippingAddress!.city).toBe('Portland');
    await scapiError(
      g.baskets.updateShippingAddressForShipment({
        parameters: { basketId: id, shipmentId: 'me' },
        body: { ...address, countryCode: 'FR' },
      }),
      400,
      'invalid-address',
    );
    await scapiError(
      g.baskets.updateBillingAddressForBasket({
        parameters: { basketId: id },
        body: { ...address, favouriteColour: 'green' },
      }),
      400,
      'invalid-request-body',
    );
  });

  it('keeps demo payment instruments masked and lists the payment methods', async () => {
    const g = await guest();
    const id = await newBasket(g);
    await add(g, id, plenty().id, 1);
    const methods = await g.baskets.getPaymentMethodsForBasket({ parameters: { basketId: id } });
    expect(methods.applicablePaymentMethods!.map((m) => m.id)).toEqual(['CREDIT_CARD']);
    const paid = await g.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: id },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: {
          number: '4111 1111 1111 1111',
          holder: 'Ada Lovelace',
          cardType: 'Visa',
          expirationMonth: 12,
          expirationYear: 2030,
        },
      } as never,
    });
    const instrument = paid.paymentInstruments![0]!;
    expect(instrument.paymentCard).toMatchObject({
      maskedNumber: '************1111',
      numberLastDigits: '1111',
      holder: 'Ada Lovelace',
    });
    expect(JSON.stringify(paid)).not.toContain('4111111111111111');
    expect(instrument.amount).toBe(paid.orderTotal);
    await scapiError(
      g.baskets.addPaymentInstrumentToBasket({ parameters: { basketId: id }, body: { paymentMethodId: 'BITCOIN' } }),
      400,
      'invalid-payment-method',
    );
    const removed = await g.baskets.removePaymentInstrumentFromBasket({
      parameters: { basketId: id, paymentInstrumentId: instrument.paymentInstrumentId! },
    });
    expect(removed.paymentInstruments).toBeUndefined();
  });

  it("applies the site's coupons as order discounts (case-insensitive), once each, and removes them", async () => {
    const g = await guest();
    const id = await newBasket(g);
    const item = plenty();
    const before = await add(g, id, item.id, 2);
    const subtotal = round2(price(item) * 2);
    expect(before.productTotal).toBe(subtotal);
    await scapiError(
      g.baskets.addCouponToBasket({ parameters: { basketId: id }, body: { code: 'NOPE' } }),
      400,
      'invalid-coupon-code',
    );
    await scapiError(
      g.baskets.addCouponToBasket({ parameters: { basketId: id }, body: { code: '  ' } }),
      400,
      'invalid-coupon-code',
    );

    const ten = await g.baskets.addCouponToBasket({ parameters: { basketId: id }, body: { code: ' trail10 ' } });
    expect(ten.couponItems).toEqual([
      expect.objectContaining({ code: 'TRAIL10', statusCode: 'applied', valid: true, c_includeInShopperContext: true }),
    ]);
    const tenOff = round2(subtotal * 0.1);
    expect(ten.orderPriceAdjustments).toEqual([
      expect.objectContaining({ couponCode: 'TRAIL10', price: -tenOff, promotionId: 'trail-ten-percent' }),
    ]);
    expect(ten.productSubTotal).toBe(subtotal);
    expect(ten.productTotal).toBe(round2(subtotal - tenOff));
    expect(ten.merchandizeTotalTax).toBe(round2((subtotal - tenOff) * CFG.taxRate));
    await scapiError(
      g.baskets.addCouponToBasket({ parameters: { basketId: id }, body: { code: 'TRAIL10' } }),
      400,
      'coupon-already-in-basket',
    );

    const both = await g.baskets.addCouponToBasket({ parameters: { basketId: id }, body: { code: 'SUMMIT20' } });
    expect(
      both.couponItems!.map((c) => [c.code, (c as { c_includeInShopperContext?: boolean }).c_includeInShopperContext]),
    ).toEqual([
      ['TRAIL10', true],
      ['SUMMIT20', false],
    ]);
    expect(both.productTotal).toBe(round2(subtotal - tenOff - round2(subtotal * 0.2)));

    const tenItem = both.couponItems![0]!.couponItemId!;
    const after = await g.baskets.removeCouponFromBasket({ parameters: { basketId: id, couponItemId: tenItem } });
    expect(after.couponItems!.map((c) => c.code)).toEqual(['SUMMIT20']);
    await scapiError(
      g.baskets.removeCouponFromBasket({ parameters: { basketId: id, couponItemId: tenItem } }),
      404,
      'coupon-item-not-found',
    );
    const none = await g.baskets.removeCouponFromBasket({
      parameters: { basketId: id, couponItemId: after.couponItems![0]!.couponItemId! },
    });
    expect(none.couponItems).toBeUndefined();
    expect(none.orderPriceAdjustments).toBeUndefined();
    expect(none.productTotal).toBe(subtotal);
  });
});

describe('Shopper Orders', () => {
  it('refuses a basket that is not ready, then places the order, closes the basket and takes the stock', async () => {
    const g = await guest();
    const id = await newBasket(g);
    const item = variant((v) => v.ats >= 6);
    const stockBefore = item.ats;
    await scapiError(g.orders.createOrder({ body: { basketId: id } }), 400, 'empty-basket');
    const basket = await add(g, id, item.id, 2);
    await scapiError(g.orders.createOrder({ body: { basketId: id } }), 400, 'missing-customer-email');
    await g.baskets.updateCustomerForBasket({ parameters: { basketId: id }, body: { email: 'shopper@example.com' } });
    const missing = await scapiError(g.orders.createOrder({ body: { basketId: id } }), 400, 'invalid-shipping-address');
    expect(missing.missingFields).toEqual(['firstName', 'lastName', 'address1', 'city', 'postalCode', 'countryCode']);
    await shipTo(g, id);
    await scapiError(g.orders.createOrder({ body: { basketId: id } }), 400, 'missing-shipping-method');
    const ready = await chooseShipping(g, id, '002');
    expect(ready.shippingTotal).toBeGreaterThan(0);

    const order = await g.orders.createOrder({ body: { basketId: id } });
    expect(order.orderNo).toMatch(/^\d{8}$/);
    expect(order).toMatchObject({
      status: 'new',
      paymentStatus: 'not_paid',
      shippingStatus: 'not_shipped',
      currency: 'USD',
      customerInfo: { customerId: g.customerId, email: 'shopper@example.com' },
    });
    expect(order.productItems!.map((i) => [i.productId, i.quantity])).toEqual([[item.id, 2]]);
    expect(order.productTotal).toBe(basket.productTotal);
    expect(order.orderTotal).toBe(ready.orderTotal);
    expect(order.orderTotal).toBeGreaterThan(basket.orderTotal!);
    expect(order.billingAddress).toMatchObject({ city: 'Portland' });
    expect((order as Record<string, unknown>).c_reservationExpirationTime).toBeUndefined();

    await scapiError(g.baskets.getBasket({ parameters: { basketId: id } }), 404, 'basket-not-found');
    expect(await g.customers.getCustomerBaskets({ parameters: { customerId: g.customerId } })).toEqual({ total: 0 });
    const product = await g.products.getProduct({ parameters: { id: item.id } });
    expect(product.inventory!.ats).toBe(stockBefore - 2);
    const db = await sandbox.commerce!.database.open();
    expect((await db.query('select quantity from inventory_sold where product_id = $1', [item.id])).rows).toEqual([
      { quantity: 2 },
    ]);

    expect(await g.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).toEqual(order);
    const other = await guest();
    await scapiError(other.orders.getOrder({ parameters: { orderNo: order.orderNo! } }), 404, 'order-not-found');
    const mine = await g.customers.getCustomerOrders({ parameters: { customerId: g.customerId } });
    expect(mine).toMatchObject({ total: 1, offset: 0 });
    expect(mine.data!.map((o) => o.orderNo)).toEqual([order.orderNo]);
    await scapiError(other.customers.getCustomerOrders({ parameters: { customerId: g.customerId } }), 403, 'forbidden');
    // a new basket may be made once the old one became an order
    expect(await newBasket(g)).not.toBe(id);
  });

  it('refuses an order whose items sold out in the meantime, and takes no stock for it', async () => {
    const low = variant((v) => v.ats >= 2 && v.ats <= 5);
    const first = await guest();
    const second = await guest();
    const [a, b] = [await newBasket(first), await newBasket(second)];
    await add(first, a, low.id, low.ats);
    await add(second, b, low.id, low.ats);
    await checkoutReady(first, a);
    await checkoutReady(second, b);
    await first.orders.createOrder({ body: { basketId: a } });
    const refused = await scapiError(
      second.orders.createOrder({ body: { basketId: b } }),
      400,
      'product-item-not-available',
    );
    expect(refused).toMatchObject({ productId: low.id, availableQuantity: 0 });
    expect(
      (await second.baskets.getBasket({ parameters: { basketId: b } })).productItems![0]!.quantity,
    ).toBeGreaterThan(0);
    expect(sandbox.commerce!.catalog.variantById.get(low.id)!.variant.ats).toBe(0);
  });
});

describe('Shopper Customers product lists', () => {
  it("gives a guest an empty list, then a wish list holding products, and keeps it to the list's owner", async () => {
    const g = await guest();
    const customerId = g.customerId;
    expect(await g.customers.getCustomer({ parameters: { customerId } })).toMatchObject({
      authType: 'guest',
      customerId,
    });
    expect(await g.customers.getCustomerProductLists({ parameters: { customerId } })).toEqual({
      data: [],
      limit: 0,
      total: 0,
    });
    const list = await g.customers.createCustomerProductList({
      parameters: { customerId },
      body: { type: 'wish_list' },
    });
    expect(list).toMatchObject({ type: 'wish_list', public: false, customerProductListItems: [] });
    const [p1, p2] = [plenty(), plenty()];
    const item = await g.customers.createCustomerProductListItem({
      parameters: { customerId, listId: list.id! },
      body: { productId: p1.id, quantity: 1, public: false, priority: 1, type: 'product' },
    });
    expect(item).toMatchObject({ productId: p1.id, quantity: 1, type: 'product' });
    await g.customers.createCustomerProductListItem({
      parameters: { customerId, listId: list.id! },
      body: { productId: p1.id, quantity: 1, priority: 1, public: false, type: 'product' },
    });
    await g.customers.createCustomerProductListItem({
      parameters: { customerId, listId: list.id! },
      body: { productId: p2.id.split('-')[0]!, quantity: 1, priority: 1, public: false, type: 'product' },
    });
    const lists = await g.customers.getCustomerProductLists({ parameters: { customerId } });
    expect(lists.total).toBe(1);
    expect(lists.data![0]!.customerProductListItems!.map((i) => [i.productId, i.quantity])).toEqual([
      [p1.id, 2],
      [p2.id.split('-')[0], 1],
    ]);
    await scapiError(
      g.customers.createCustomerProductListItem({
        parameters: { customerId, listId: list.id! },
        body: { productId: 'NOPE', quantity: 1, priority: 1, public: false, type: 'product' },
      }),
      400,
      'product-not-found',
    );
    await g.customers.deleteCustomerProductListItem({ parameters: { customerId, listId: list.id!, itemId: item.id! } });
    expect(
      (await g.customers.getCustomerProductList({ parameters: { customerId, listId: list.id! } }))
        .customerProductListItems,
    ).toHaveLength(1);
    await scapiError(
      g.customers.getCustomerProductList({ parameters: { customerId, listId: 'nope' } }),
      404,
      'product-list-not-found',
    );
    await scapiError(
      g.customers.createCustomerProductList({ parameters: { customerId }, body: { type: 'favourites' as never } }),
      400,
      'invalid-request-body',
    );

    const other = await guest();
    await scapiError(other.customers.getCustomerProductLists({ parameters: { customerId } }), 403, 'forbidden');
    await scapiError(
      other.customers.getCustomerProductList({ parameters: { customerId: other.customerId, listId: list.id! } }),
      404,
      'product-list-not-found',
    );
  });
});

describe('configurations, URL mapping and the custom APIs', () => {
  it('answers Shopper Configurations with the site configuration list', async () => {
    const g = await guest();
    const configs = new ShopperConfigurations({
      proxy: sandbox.url,
      parameters,
      headers: { authorization: `Bearer ${g.token}` },
      throwOnBadResponse: true,
    });
    const result = await configs.getConfigurations({});
    expect(result.configurations.find((c) => c.id === 'defaultCurrency')?.value).toBe('USD');
    expect(result.configurations.find((c) => c.id === 'maxOrderQuantity')?.value).toBe(CFG.maxOrderQuantity);
    expect(result.configurations.every((c) => typeof c.id === 'string' && 'value' in c)).toBe(true);
  });

  it('maps URL segments to categories, products, content and redirects, and answers 404 otherwise', async () => {
    const g = await guest();
    const seo = new ShopperSEO({
      proxy: sandbox.url,
      parameters,
      headers: { authorization: `Bearer ${g.token}` },
      throwOnBadResponse: true,
    });
    expect(await seo.getUrlMapping({ parameters: { urlSegment: '/Mens-Jackets/' } })).toEqual({
      resourceType: 'CATEGORY',
      resourceId: 'mens-jackets',
    });
    expect(await seo.getUrlMapping({ parameters: { urlSegment: 'about' } })).toMatchObject({
      resourceType: 'CONTENT_ASSET',
      resourceId: 'page/about',
    });
    expect(await seo.getUrlMapping({ parameters: { urlSegment: 'stormbreak-rain-jacket' } })).toMatchObject({
      resourceType: 'PRODUCT',
      resourceId: 'RM1001',
    });
    // every catalogue slug names its product (any case); a product without one has no slug mapping
    expect(await seo.getUrlMapping({ parameters: { urlSegment: 'Womens-Stormbreak-II-Rain-Jacket' } })).toEqual({
      resourceType: 'PRODUCT',
      resourceId: 'RW2001',
    });
    expect(await seo.getUrlMapping({ parameters: { urlSegment: 'winter-sale' } })).toEqual({
      statusCode: 301,
      destinationUrl: '/category/sale',
      copySourceParams: true,
    });
    const missing = await scapiError(
      seo.getUrlMapping({ parameters: { urlSegment: 'no-such-page' } }),
      404,
      'url-mapping-not-found',
    );
    expect(missing.detail).toContain('no-such-page');
  });

  it('tells a guest loyalty is inactive, and a shopper in Loyalty Members their tier and balance', async () => {
    const g = await guest();
    expect(await g.custom('customer/status', 'loyalty')).toEqual({ loyaltyActiveInCurrentSession: false });
    await g.contexts.createShopperContext({
      parameters: { usid: g.usid },
      body: { customerGroupIds: ['Loyalty Members'] },
    });
    const member = await g.custom('customer/status', 'loyalty');
    expect(member).toMatchObject({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member' },
      rewardsBalance: { available: { points: 1250, currencyFormattedString: '$12.50' } },
    });
    expect((member.tier as { expirationDate: { dateValue: string } }).expirationDate.dateValue).toMatch(
      /^\d{4}-12-31$/,
    );
    await g.contexts.updateShopperContext({
      parameters: { usid: g.usid },
      body: { customerGroupIds: ['Loyalty Members', 'VIP'] },
    });
    expect(await g.custom('customer/status', 'loyalty')).toMatchObject({ tier: { status: 'titanium' } });
  });

  it('serves the data layer: the cart summary and the user with their customer groups', async () => {
    const g = await guest();
    expect(await g.custom('cart', 'data-layer')).toEqual({ currency: 'USD', itemCount: 0, products: [] });
    const id = await newBasket(g);
    const item = plenty();
    await add(g, id, item.id, 3);
    const cart = await g.custom('cart', 'data-layer');
    expect(cart).toMatchObject({
      basketId: id,
      itemCount: 3,
      products: [{ productId: item.id, masterId: item.masterId, quantity: 3, size: item.size }],
    });
    const user = await g.custom('user', 'data-layer', { c_userAgent: 'vitest' });
    expect(user).toMatchObject({
      customerId: g.customerId,
      isRegistered: false,
      customerGroups: 'Everyone|Unregistered',
      userAgent: 'vitest',
    });
  });

  it('serves the legacy storefront data layer: the same cart and user under dtmLayer, for its site and locales', async () => {
    const g = await guest();
    const id = await newBasket(g);
    await add(g, id, plenty().id, 2);
    const legacy = (site: string, locale: string, token = g.token) =>
      fetch(`${sandbox.url}/on/demandware.store/${site}/${locale}/DataLayer-Get?c_userAgent=vitest`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const answer = await legacy(`Sites-${CFG.siteId}-Site`, 'en_US');
    expect(answer.status).toBe(200);
    const { dtmLayer } = (await answer.json()) as { dtmLayer: { cart: unknown; user: unknown } };
    expect(dtmLayer.cart).toEqual(await g.custom('cart', 'data-layer'));
    expect(dtmLayer.user).toEqual(await g.custom('user', 'data-layer', { c_userAgent: 'vitest' }));
    expect((await legacy('Sites-Other-Site', 'en_US')).status).toBe(404);
    expect((await legacy(`Sites-${CFG.siteId}-Site`, 'xx_XX')).status).toBe(404);
    expect((await legacy(`Sites-${CFG.siteId}-Site`, 'default', 'forged')).status).toBe(401);
  });

  it('answers unknown Commerce API routes in the SCAPI error shape and keeps the content API shape elsewhere', async () => {
    const scapi = await fetch(
      `${sandbox.url}/checkout/shopper-baskets/v2/organizations/${CFG.organizationId}/no-such-thing?siteId=${CFG.siteId}`,
    );
    expect(scapi.status).toBe(404);
    expect(scapi.headers.get('content-type')).toContain('application/problem+json');
    expect(await scapi.json()).toMatchObject({
      type: 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/not-found',
      title: 'Not Found',
    });
    const content = await fetch(`${sandbox.url}/no-such-route`);
    expect(((await content.json()) as { error: { type: string } }).error.type).toBe('NOT_FOUND');
  });
});

describe('quantity prices, unit prices and dangerous goods (the fuel canister)', () => {
  const FUEL = 'RG5013';
  const fuel = () => sandbox.commerce!.catalog.productById.get(FUEL)!.variants[0]!;

  it('Shopper Products gives its tiered prices, unit and price per unit, and its restricted type', async () => {
    const g = await guest();
    const product = (await g.products.getProduct({
      parameters: { id: FUEL, perPricebook: true, expand: ['prices'] },
    })) as Record<string, unknown>;
    expect(product.tieredPrices).toEqual([
      { price: 7.95, pricebook: 'regularPrices_RidgelineUS', quantity: 1 },
      { price: 6.95, pricebook: 'regularPrices_RidgelineUS', quantity: 4 },
    ]);
    expect(product).toMatchObject({ unitMeasure: 'g', unitQuantity: 230, pricePerUnit: 0.0346 });
    expect(product.c_restrictedProductType).toBe('hazmat');
  });

  it('a line of 4 or more is charged the tier price; fewer, the list price', async () => {
    const g = await guest();
    const basketId = await newBasket(g);
    const added = await add(g, basketId, fuel().id, 3);
    const line = added.productItems!.find((item) => item.productId === fuel().id)!;
    expect(line.basePrice).toBe(7.95);
    const updated = await g.baskets.updateItemInBasket({
      parameters: { basketId, itemId: line.itemId! },
      body: { quantity: 4 },
    });
    const four = updated.productItems!.find((item) => item.productId === fuel().id)!;
    expect(four.basePrice).toBe(6.95);
    expect(four.price).toBe(27.8);
  });

  it('a shipment holding fuel may not fly: ground only, an air method refused, a chosen one given up', async () => {
    const g = await guest();
    const basketId = await newBasket(g);
    await add(g, basketId, plenty().id, 1);
    await shipTo(g, basketId);
    await chooseShipping(g, basketId, '003');
    const methods = await g.baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId: 'me' } });
    expect(methods.applicableShippingMethods!.map((m) => m.id)).toEqual(['001', '002', '003']);
    const withFuel = await add(g, basketId, fuel().id, 1);
    expect(withFuel.shipments![0]!.shippingMethod?.id).toBe('001');
    const ground = await g.baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId: 'me' } });
    expect(ground.applicableShippingMethods!.map((m) => m.id)).toEqual(['001']);
    await scapiError(chooseShipping(g, basketId, '002'), 400, 'invalid-shipping-method');
  });
});
