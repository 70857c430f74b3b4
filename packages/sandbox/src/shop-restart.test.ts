import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpers, ShopperBasketsV2, ShopperLogin, ShopperOrders, ShopperProducts } from 'commerce-sdk-isomorphic';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-sandbox-restart-'));
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const running: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const sandbox = await startTestSandbox({ commerce: { dataDir } });
  running.push(sandbox);
  return sandbox;
};
const clients = (sandbox: Sandbox, token: string) => {
  const config = {
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${token}` },
    throwOnBadResponse: true,
  };
  return {
    baskets: new ShopperBasketsV2(config),
    orders: new ShopperOrders(config),
    products: new ShopperProducts(config),
  };
};

describe('a sandbox restarted on the same data directory', () => {
  it('still has the basket, the order, the stock the order took and the login', async () => {
    const first = await start();
    const login = await helpers.loginGuestUser({
      slasClient: new ShopperLogin({ proxy: first.url, parameters }),
      parameters: { redirectURI: 'http://localhost:3000/callback' },
    });
    const variants = [...first.commerce!.catalog.variantById.values()].map((h) => h.variant).filter((v) => v.ats >= 5);
    const [kept, ordered] = [variants[0]!, variants[1]!];
    const seedStock = ordered.ats;

    const shopper = clients(first, login.access_token);
    // an order first (the shopper's one open basket becomes it), then the basket that must survive
    const toOrder = (await shopper.baskets.createBasket({ body: {} })).basketId!;
    await shopper.baskets.addItemToBasket({
      parameters: { basketId: toOrder },
      body: [{ productId: ordered.id, quantity: 3 }],
    });
    await shopper.baskets.updateCustomerForBasket({
      parameters: { basketId: toOrder },
      body: { email: 'restart@example.com' },
    });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: toOrder, shipmentId: 'me' },
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Trail Rd',
        city: 'Portland',
        postalCode: '97209',
        countryCode: 'US',
      },
    });
    await shopper.baskets.updateShippingMethodForShipment({
      parameters: { basketId: toOrder, shipmentId: 'me' },
      body: { id: '001' },
    });
    const order = await shopper.orders.createOrder({ body: { basketId: toOrder } });
    const basketId = (await shopper.baskets.createBasket({ body: {} })).basketId!;
    const before = await shopper.baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: kept.id, quantity: 2 }],
    });
    await first.close();

    // a second sandbox on the same folder: a new process would see exactly this
    const second = await start();
    expect(second.commerce!.database.isOpen).toBe(true);
    // the refresh token still works and leads to the same shopper, so a storefront keeping only it finds the bag
    const refreshed = await helpers.refreshAccessToken({
      slasClient: new ShopperLogin({ proxy: second.url, parameters }),
      parameters: { refreshToken: login.refresh_token },
    });
    expect([refreshed.customer_id, refreshed.usid]).toEqual([login.customer_id, login.usid]);
    const again = clients(second, refreshed.access_token);
    const after = await again.baskets.getBasket({ parameters: { basketId } });
    expect(after).toEqual(before);
    expect(after.productItems!.map((i) => [i.productId, i.quantity])).toEqual([[kept.id, 2]]);
    expect(await again.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).toEqual(order);
    expect((await again.products.getProduct({ parameters: { id: ordered.id } })).inventory!.ats).toBe(seedStock - 3);

    // the directory belongs to the running sandbox: a third one on it is refused with a clear message
    await expect(startTestSandbox({ commerce: { dataDir } })).rejects.toThrow(
      /already open in this process|in use by process/,
    );
  }, 240_000);
});
