import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

// A registered customer's wish list (Shopper Customers product lists) lives in the embedded database: a sandbox
// restarted on the same folder still has it, and the customer can still change it.

const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-sandbox-wishlist-'));
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';
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
const slas = (sandbox: Sandbox) => new ShopperLogin({ proxy: sandbox.url, parameters });
const customers = (sandbox: Sandbox, token: string) =>
  new ShopperCustomers({
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${token}` },
    throwOnBadResponse: true,
  });

describe('a wish list across a sandbox restart', () => {
  it('is created, filled, kept, and still editable', async () => {
    const email = `wish-${Date.now()}@example.com`;
    const password = 'Secret123';
    const first = await start();
    const guest = await helpers.loginGuestUser({ slasClient: slas(first), parameters: { redirectURI } });
    await customers(first, guest.access_token).registerCustomer({
      body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
    });
    const login = await helpers.loginRegisteredUserB2C({
      slasClient: slas(first),
      credentials: { username: email, password },
      parameters: { redirectURI },
    });
    const customerId = login.customer_id;
    const api = customers(first, login.access_token);
    const [kept, removed] = [...first.commerce!.catalog.productById.keys()];

    expect((await api.getCustomerProductLists({ parameters: { customerId } })).data ?? []).toEqual([]);
    const list = await api.createCustomerProductList({
      parameters: { customerId },
      body: { type: 'wish_list' } as never,
    });
    expect(list.type).toBe('wish_list');
    const listId = list.id!;
    await api.createCustomerProductListItem({
      parameters: { customerId, listId },
      body: { productId: kept!, quantity: 1, public: false, priority: 1, type: 'product' } as never,
    });
    const second = await api.createCustomerProductListItem({
      parameters: { customerId, listId },
      body: { productId: removed!, quantity: 1, public: false, priority: 1, type: 'product' } as never,
    });
    await api.deleteCustomerProductListItem({ parameters: { customerId, listId, itemId: second.id! } });
    const before = await api.getCustomerProductList({ parameters: { customerId, listId } });
    expect(before.customerProductListItems!.map((item) => item.productId)).toEqual([kept]);
    await first.close();

    const restarted = await start();
    const again = await helpers.loginRegisteredUserB2C({
      slasClient: slas(restarted),
      credentials: { username: email, password },
      parameters: { redirectURI },
    });
    expect(again.customer_id).toBe(customerId);
    const after = customers(restarted, again.access_token);
    const lists = await after.getCustomerProductLists({ parameters: { customerId } });
    expect(
      lists.data!.map((entry) => [entry.id, entry.type, entry.customerProductListItems!.map((item) => item.productId)]),
    ).toEqual([[listId, 'wish_list', [kept]]]);
    expect(await after.getCustomerProductList({ parameters: { customerId, listId } })).toEqual(before);
    const item = before.customerProductListItems![0]!;
    await after.deleteCustomerProductListItem({ parameters: { customerId, listId, itemId: item.id! } });
    expect(
      (await after.getCustomerProductList({ parameters: { customerId, listId } })).customerProductListItems ?? [],
    ).toEqual([]);
  }, 240_000);
});
