import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { testSandboxes } from './test-helpers.js';

const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';
const { start, stop, dataDir: dataDirFor } = testSandboxes();

const slas = (sandbox: Sandbox) => new ShopperLogin({ proxy: sandbox.url, parameters, throwOnBadResponse: true });
const guest = (sandbox: Sandbox) => helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
const customersApi = (sandbox: Sandbox, token: string) =>
  new ShopperCustomers({
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${token}` },
    throwOnBadResponse: true,
  });
const login = (sandbox: Sandbox, username: string, password: string, usid?: string) =>
  helpers.loginRegisteredUserB2C({
    slasClient: slas(sandbox),
    credentials: { username, password },
    parameters: { redirectURI, ...(usid ? { usid } : {}) },
  });
const refresh = (sandbox: Sandbox, refreshToken: string) =>
  helpers.refreshAccessToken({ slasClient: slas(sandbox), parameters: { refreshToken } });
const logout = (sandbox: Sandbox, tokens: { access_token: string; refresh_token: string }) =>
  helpers.logout({
    slasClient: slas(sandbox),
    parameters: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
  });

async function register(sandbox: Sandbox, email: string, password = 'Secret123') {
  const token = (await guest(sandbox)).access_token;
  return customersApi(sandbox, token).registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
  });
}

/** The status and body of a refused SDK call. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (!response) throw error;
    return { status: response.status, body: await response.json() };
  }
  throw new Error('the call succeeded');
}

const scapi = (sandbox: Sandbox, pathAndQuery: string, token: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${pathAndQuery}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
const org = CFG.organizationId;
const site = `siteId=${CFG.siteId}`;

/**
 * The statuses a token gets from the customer, their baskets and product lists, a basket and an order (unknown ids: a
 * token that passes gets their 404) and a product.
 */
async function statuses(sandbox: Sandbox, token: string, customerId: string): Promise<number[]> {
  const calls = [
    scapi(sandbox, `/customer/shopper-customers/v1/organizations/${org}/customers/${customerId}?${site}`, token),
    scapi(
      sandbox,
      `/customer/shopper-customers/v1/organizations/${org}/customers/${customerId}/baskets?${site}`,
      token,
    ),
    scapi(
      sandbox,
      `/customer/shopper-customers/v1/organizations/${org}/customers/${customerId}/product-lists?${site}`,
      token,
    ),
    scapi(sandbox, `/checkout/shopper-baskets/v2/organizations/${org}/baskets/no-such-basket?${site}`, token),
    scapi(sandbox, `/checkout/shopper-orders/v1/organizations/${org}/orders/no-such-order?${site}`, token),
    scapi(sandbox, `/product/shopper-products/v1/organizations/${org}/products/RM1001?${site}`, token),
  ];
  return Promise.all(calls.map(async (call) => (await call).status));
}

const SHOPPER_APIS = 6;
const OPEN = [200, 200, 200, 404, 404, 200];
const allOk = (list: number[]) => JSON.stringify(list) === JSON.stringify(OPEN);

describe('SLAS logout (helpers.logout: Bearer access token, ?client_id&refresh_token&channel_id)', () => {
  it('ends the session: the refresh token no longer refreshes and its access tokens get 401 on every shopper API', async () => {
    const sandbox = await start();
    const customer = await register(sandbox, 'leaving@example.com');
    const tokens = await login(sandbox, 'leaving@example.com', 'Secret123');
    // a refreshed access token of the same session must end too, not just the one sent with the logout
    const refreshed = await refresh(sandbox, tokens.refresh_token);
    expect(allOk(await statuses(sandbox, tokens.access_token, customer.customerId!))).toBe(true);

    const answer = await logout(sandbox, { access_token: refreshed.access_token, refresh_token: tokens.refresh_token });
    expect(answer.customer_id).not.toBe(customer.customerId);
    expect(answer.usid).not.toBe(tokens.usid);

    const refused = await refusal(refresh(sandbox, tokens.refresh_token));
    expect(refused).toEqual({
      status: 400,
      body: {
        status_code: '400 BAD_REQUEST',
        message: 'Invalid refresh token: it is unknown, expired or revoked.',
        error: 'invalid_grant',
        error_description: 'Invalid refresh token: it is unknown, expired or revoked.',
      },
    });
    for (const token of [tokens.access_token, refreshed.access_token]) {
      expect(await statuses(sandbox, token, customer.customerId!)).toEqual(Array(SHOPPER_APIS).fill(401));
    }
    const body = (await (
      await scapi(
        sandbox,
        `/customer/shopper-customers/v1/organizations/${org}/customers/${customer.customerId}?${site}`,
        tokens.access_token,
      )
    ).json()) as { detail: string };
    expect(body.detail).toMatch(/revoked/);

    // the guest tokens the logout answered work; logging in again works, on the old usid too (it gets a new one)
    expect(allOk(await statuses(sandbox, answer.access_token, answer.customer_id))).toBe(true);
    const again = await login(sandbox, 'leaving@example.com', 'Secret123', tokens.usid);
    expect(again.usid).not.toBe(tokens.usid);
    expect(allOk(await statuses(sandbox, again.access_token, customer.customerId!))).toBe(true);
  }, 60_000);

  it("needs the session's own access token; with hint=all-sessions it ends every session of the customer", async () => {
    const sandbox = await start();
    const customer = await register(sandbox, 'twice@example.com');
    const [laptop, phone] = [
      await login(sandbox, 'twice@example.com', 'Secret123'),
      await login(sandbox, 'twice@example.com', 'Secret123'),
    ];
    const other = await (async () => {
      const someone = await register(sandbox, 'bystander@example.com');
      return { customerId: someone.customerId!, tokens: await login(sandbox, 'bystander@example.com', 'Secret123') };
    })();
    const logoutUrl = (refreshToken: string, extra = '') =>
      `${sandbox.url}/shopper/auth/v1/organizations/${org}/oauth2/logout?client_id=${CFG.clientId}&channel_id=${CFG.siteId}&refresh_token=${encodeURIComponent(refreshToken)}${extra}`;

    // no Bearer, another session's Bearer, a bad hint: refused, nothing ended
    expect((await fetch(logoutUrl(laptop.refresh_token))).status).toBe(401);
    expect(
      (await fetch(logoutUrl(laptop.refresh_token), { headers: { authorization: `Bearer ${phone.access_token}` } }))
        .status,
    ).toBe(401);
    expect(
      (
        await fetch(logoutUrl(laptop.refresh_token, '&hint=everything'), {
          headers: { authorization: `Bearer ${laptop.access_token}` },
        })
      ).status,
    ).toBe(400);
    expect(allOk(await statuses(sandbox, laptop.access_token, customer.customerId!))).toBe(true);

    const all = await fetch(logoutUrl(laptop.refresh_token, '&hint=all-sessions'), {
      headers: { authorization: `Bearer ${laptop.access_token}` },
    });
    expect(all.status).toBe(200);
    for (const session of [laptop, phone]) {
      expect(await statuses(sandbox, session.access_token, customer.customerId!)).toEqual(
        Array(SHOPPER_APIS).fill(401),
      );
      expect((await refusal(refresh(sandbox, session.refresh_token))).status).toBe(400);
    }
    // another customer is untouched
    expect(allOk(await statuses(sandbox, other.tokens.access_token, other.customerId))).toBe(true);
    expect((await refresh(sandbox, other.tokens.refresh_token)).customer_id).toBe(other.customerId);
  }, 60_000);

  it('survives a restart on the same data directory', async () => {
    const dataDir = dataDirFor('logout');
    const first = await start({ dataDir });
    const customer = await register(first, 'restart-out@example.com');
    const tokens = await login(first, 'restart-out@example.com', 'Secret123');
    await logout(first, tokens);
    await stop(first);

    const second = await start({ dataDir });
    expect(await statuses(second, tokens.access_token, customer.customerId!)).toEqual(Array(SHOPPER_APIS).fill(401));
    expect((await refusal(refresh(second, tokens.refresh_token))).status).toBe(400);
    // a new login is not caught by the old session's end
    const again = await login(second, 'restart-out@example.com', 'Secret123', tokens.usid);
    expect(allOk(await statuses(second, again.access_token, customer.customerId!))).toBe(true);
  }, 120_000);
});
