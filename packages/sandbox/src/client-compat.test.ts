import {
  helpers,
  ShopperBaskets,
  ShopperBasketsV2,
  ShopperCustomers,
  ShopperLogin,
  ShopperOrders,
  ShopperProducts,
} from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { OutboxMail } from './commerce/recovery.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/**
 * What a commerce client other than Ridgeline's storefront calls (PWA Kit's retail app, through the same
 * commerce-sdk-isomorphic): Shopper Baskets v1 beside v2, a registered customer's basket carrying their e-mail,
 * SLAS recovery in `email` mode, Einstein's standard recommender names, the OCAPI analytics beacon, and promotions
 * that a basket charges as the product advertises them.
 */

let sandbox: Sandbox;
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await sandbox.commerce!.database.open();
}, 120_000);
afterAll(() => sandbox?.close());

const clientConfig = () => ({ proxy: sandbox.url, parameters, throwOnBadResponse: true });
const withToken = (token: string) => ({ ...clientConfig(), headers: { authorization: `Bearer ${token}` } });

async function registeredShopper(email: string, password = 'Secret123') {
  const slas = new ShopperLogin(clientConfig());
  const guest = await helpers.loginGuestUser({ slasClient: slas, parameters: { redirectURI } });
  await new ShopperCustomers(withToken(guest.access_token)).registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
  });
  const signedIn = await helpers.loginRegisteredUserB2C({
    slasClient: slas,
    credentials: { username: email, password },
    parameters: { redirectURI },
  });
  return signedIn.access_token;
}

const inStockVariant = () => {
  const found = sandbox.commerce!.catalog.products.flatMap((p) => p.variants).find((v) => v.ats >= 5);
  if (!found) throw new Error('the demo catalogue has no variant with 5 in stock');
  return found.id;
};

const shippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Trail Rd',
  city: 'Portland',
  postalCode: '97209',
  stateCode: 'OR',
  countryCode: 'US',
};

describe('Shopper Baskets v1 and a registered customer', () => {
  it('answers v1 and v2 on the same basket, and orders a registered basket with the profile e-mail', async () => {
    const token = await registeredShopper('v1-buyer@example.com');
    const v1 = new ShopperBaskets(withToken(token));
    const v2 = new ShopperBasketsV2(withToken(token));

    const created = await v1.createBasket({ body: {} });
    // no PUT …/customer needed: the basket already carries the customer's e-mail
    expect(created.customerInfo?.email).toBe('v1-buyer@example.com');
    const basketId = created.basketId!;
    await v2.addItemToBasket({ parameters: { basketId }, body: [{ productId: inStockVariant(), quantity: 1 }] });
    // PWA Kit's calls on v1
    const patched = await v1.updateBasket({ parameters: { basketId }, body: { currency: 'USD' } });
    expect(patched.productItems).toHaveLength(1);
    const viaV1 = await v1.updateCustomerForBasket({
      parameters: { basketId },
      body: { email: 'v1-buyer+orders@example.com' },
    });
    expect(viaV1.customerInfo?.email).toBe('v1-buyer+orders@example.com');
    expect((await v2.getBasket({ parameters: { basketId } })).customerInfo?.email).toBe('v1-buyer+orders@example.com');
    await v1.updateShippingAddressForShipment({
      parameters: { basketId, shipmentId: 'me', useAsBilling: true },
      body: shippingAddress,
    });
    // No method is preset, so PWA Kit shows its shipping step; an order before the choice is refused.
    expect((await v1.getBasket({ parameters: { basketId } })).shipments?.[0]?.shippingMethod).toBeUndefined();
    const orders = new ShopperOrders(withToken(token));
    await expect(orders.createOrder({ body: { basketId } })).rejects.toMatchObject({ response: { status: 400 } });
    await v1.updateShippingMethodForShipment({ parameters: { basketId, shipmentId: 'me' }, body: { id: '001' } });

    const order = await orders.createOrder({ body: { basketId } });
    expect(order.customerInfo?.email).toBe('v1-buyer+orders@example.com');
  }, 60_000);

  it('places the order of a registered customer who never gave an e-mail to the basket', async () => {
    const token = await registeredShopper('never-asked@example.com');
    const v1 = new ShopperBaskets(withToken(token));
    const { basketId } = await v1.createBasket({ body: {} });
    await v1.addItemToBasket({
      parameters: { basketId: basketId! },
      body: [{ productId: inStockVariant(), quantity: 1 }],
    });
    await v1.updateShippingAddressForShipment({
      parameters: { basketId: basketId!, shipmentId: 'me', useAsBilling: true },
      body: shippingAddress,
    });
    await v1.updateShippingMethodForShipment({
      parameters: { basketId: basketId!, shipmentId: 'me' },
      body: { id: '001' },
    });
    const order = await new ShopperOrders(withToken(token)).createOrder({ body: { basketId: basketId! } });
    expect(order.customerInfo?.email).toBe('never-asked@example.com');
  }, 60_000);

  it('keeps a guest basket without an e-mail until one is given', async () => {
    const guest = await helpers.loginGuestUser({
      slasClient: new ShopperLogin(clientConfig()),
      parameters: { redirectURI },
    });
    const basket = await new ShopperBaskets(withToken(guest.access_token)).createBasket({ body: {} });
    expect(basket.customerInfo?.email).toBeUndefined();
  });

  it('knows no third version of the API', async () => {
    const response = await fetch(
      `${sandbox.url}/checkout/shopper-baskets/v3/organizations/${CFG.organizationId}/baskets`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(response.status).toBe(404);
  });
});

describe('SLAS recovery in email mode', () => {
  const oauth = (endpoint: string) =>
    `${sandbox.url}/shopper/auth/v1/organizations/${CFG.organizationId}/oauth2/${endpoint}`;
  const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });
  const lastMail = async (to: string): Promise<OutboxMail> =>
    (
      (await (await fetch(`${sandbox.url}/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
        mails: OutboxMail[];
      }
    ).mails.at(-1)!;
  const privateClient = `Basic ${Buffer.from(`${CFG.clientId}:${CFG.clientSecret}`).toString('base64')}`;

  it('mails a password reset link to the landing page, with no callback registered', async () => {
    await registeredShopper('reset-by-mail@example.com');
    const sent = await post(oauth('password/reset'), {
      user_id: 'reset-by-mail@example.com',
      mode: 'email',
      channel_id: CFG.siteId,
      client_id: CFG.clientId,
    });
    expect(sent.status).toBe(200);
    const link = new URL((await lastMail('reset-by-mail@example.com')).link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password-landing');
    expect(link.searchParams.get('email')).toBe('reset-by-mail@example.com');
    // the token is a real one: it resets the password
    const action = await post(oauth('password/action'), {
      user_id: 'reset-by-mail@example.com',
      pwd_action_token: link.searchParams.get('token')!,
      new_password: 'NewSecret456',
      channel_id: CFG.siteId,
      client_id: CFG.clientId,
    });
    expect(action.status).toBe(200);
  }, 60_000);

  it('mails a passwordless link to the landing page', async () => {
    await registeredShopper('pwdless-by-mail@example.com');
    const sent = await post(
      oauth('passwordless/login'),
      { user_id: 'pwdless-by-mail@example.com', mode: 'email', channel_id: CFG.siteId },
      { authorization: privateClient },
    );
    expect(sent.status).toBe(200);
    const link = new URL((await lastMail('pwdless-by-mail@example.com')).link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/passwordless-login-landing');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  }, 60_000);

  it('refuses a mode it does not know, and still needs a registered callback in callback mode', async () => {
    const sms = await post(oauth('password/reset'), {
      user_id: 'reset-by-mail@example.com',
      mode: 'sms',
      channel_id: CFG.siteId,
      client_id: CFG.clientId,
    });
    expect(sms.status).toBe(400);
    expect(((await sms.json()) as { message: string }).message).toBe('mode must be "callback" or "email".');
    const elsewhere = await post(oauth('password/reset'), {
      user_id: 'reset-by-mail@example.com',
      mode: 'callback',
      callback_uri: 'https://evil.example/steal',
      channel_id: CFG.siteId,
      client_id: CFG.clientId,
    });
    expect(elsewhere.status).toBe(400);
  });
});

describe('Einstein recommender names and the analytics beacon', () => {
  const einstein = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.url}/v3/personalization/${path}`, {
      ...init,
      headers: { 'x-cq-client-id': CFG.einsteinClientId, 'content-type': 'application/json' },
    });

  it('answers the standard recommender names with the demo recommender each stands for, under the asked name', async () => {
    const listed = (await (await einstein(`recommenders/${CFG.einsteinSiteId}`)).json()) as {
      recommenders: { name: string }[];
    };
    const anchor = JSON.stringify({ products: [{ id: sandbox.commerce!.catalog.products[0]!.id }] });
    const recs = async (name: string) => {
      const response = await einstein(`recs/${CFG.einsteinSiteId}/${name}`, { method: 'POST', body: anchor });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { recommenderName: string; recs: { id: string }[] };
      return { name: body.recommenderName, ids: body.recs.map((r) => r.id) };
    };
    let recommended = 0;
    for (const [name, demoName] of Object.entries(CFG.recommenderAliases)) {
      expect(listed.recommenders.map((r) => r.name)).toContain(name);
      const asked = await recs(name);
      expect(asked.name).toBe(name);
      expect(asked.ids).toEqual((await recs(demoName)).ids);
      recommended += asked.ids.length;
    }
    expect(recommended).toBeGreaterThan(0);
    const unknown = await einstein(`recs/${CFG.einsteinSiteId}/toString`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
  });

  it('accepts and discards the analytics beacon of the site it serves, and no other', async () => {
    const beacon = (site: string) =>
      fetch(`${sandbox.url}/on/demandware.store/Sites-${site}-Site/en_US/__Analytics-Start?url=%2F&res=390x844`);
    const ours = await beacon(CFG.siteId);
    expect(ours.status).toBe(204);
    expect(await ours.text()).toBe('');
    expect((await beacon('SomeoneElse')).status).toBe(404);
  });
});

describe('product promotions, as advertised and as charged', () => {
  const variantOf = (productId: string) => {
    const product = sandbox.commerce!.catalog.productById.get(productId);
    const found = product?.variants.find((v) => v.ats >= 3);
    if (!found) throw new Error(`the demo catalogue has no ${productId} variant with 3 in stock`);
    return found.id;
  };
  const shopperWithBasket = async () => {
    const guest = await helpers.loginGuestUser({
      slasClient: new ShopperLogin(clientConfig()),
      parameters: { redirectURI },
    });
    const baskets = new ShopperBasketsV2(withToken(guest.access_token));
    const { basketId } = await baskets.createBasket({ body: {} });
    return { token: guest.access_token, baskets, basketId: basketId! };
  };

  it('charges an automatic promotion in the bag at the promotional price the product shows', async () => {
    const { token, baskets, basketId } = await shopperWithBasket();
    const variantId = variantOf('RG5001');
    const product = await new ShopperProducts(withToken(token)).getProduct({ parameters: { id: variantId } });
    const promotion = product.productPromotions?.find((p) => p.promotionId === 'trail-days-packs');
    expect(promotion?.promotionalPrice).toBeLessThan(product.price!);

    const basket = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: variantId, quantity: 2 }],
    });
    const line = basket.productItems![0]!;
    expect(line.price).toBe(product.price! * 2);
    expect(line.priceAfterItemDiscount).toBe(promotion!.promotionalPrice! * 2);
    expect(line.priceAdjustments).toMatchObject([
      { promotionId: 'trail-days-packs', price: -(line.price! - line.priceAfterItemDiscount!) },
    ]);
    expect(basket.productSubTotal).toBe(line.priceAfterItemDiscount);
  });

  it('shows no promotional price for a promotion behind a code, and takes it once the code is entered', async () => {
    const { token, baskets, basketId } = await shopperWithBasket();
    const variantId = variantOf('RM1003');
    const product = await new ShopperProducts(withToken(token)).getProduct({ parameters: { id: variantId } });
    const promotion = product.productPromotions?.find((p) => p.promotionId === 'extra-15-sale');
    expect(promotion?.calloutMsg).toContain('TRAIL15');
    expect(promotion?.promotionalPrice).toBeUndefined();

    const before = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: variantId, quantity: 1 }],
    });
    expect(before.productSubTotal).toBe(product.price);
    // as a shopper types it
    const withCode = await baskets.addCouponToBasket({ parameters: { basketId }, body: { code: ' trail15 ' } });
    expect(withCode.couponItems).toMatchObject([{ code: 'TRAIL15', valid: true, statusCode: 'applied' }]);
    const line = withCode.productItems![0]!;
    expect(line.priceAdjustments).toMatchObject([
      { promotionId: 'extra-15-sale', couponCode: 'TRAIL15', itemText: 'Extra 15% off sale styles with code TRAIL15' },
    ]);
    expect(line.priceAfterItemDiscount).toBe(Math.round(product.price! * 85) / 100);
    expect(withCode.productSubTotal).toBe(line.priceAfterItemDiscount);
    expect(withCode.orderPriceAdjustments).toBeUndefined();

    const removed = await baskets.removeCouponFromBasket({
      parameters: { basketId, couponItemId: withCode.couponItems![0]!.couponItemId! },
    });
    expect(removed.productSubTotal).toBe(product.price);
  });

  it('keeps a product code in a bag without its products as not applicable, and refuses an unknown code', async () => {
    const { baskets, basketId } = await shopperWithBasket();
    await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: variantOf('RG5001'), quantity: 1 }],
    });
    const kept = await baskets.addCouponToBasket({ parameters: { basketId }, body: { code: 'TRAIL15' } });
    expect(kept.couponItems).toMatchObject([{ code: 'TRAIL15', valid: true, statusCode: 'no_applicable_promotion' }]);
    await expect(
      baskets.addCouponToBasket({ parameters: { basketId }, body: { code: 'TRAIL99' } }),
    ).rejects.toMatchObject({
      response: { status: 400 },
    });
  });
});
