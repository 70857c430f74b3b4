import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { testSandboxes } from './test-helpers.js';

/**
 * What the storefront's Einstein identity is checked against (e2e/einstein.spec.ts): the usids of a customer's live
 * SLAS sessions (`/__sandbox/sessions?login=`) and the activity log narrowed by userId.
 */
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';
const { start, dataDir } = testSandboxes();
const slas = (sandbox: Sandbox) => new ShopperLogin({ proxy: sandbox.url, parameters, throwOnBadResponse: true });

async function registeredLogin(sandbox: Sandbox, email: string) {
  const guest = await helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
  await new ShopperCustomers({
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${guest.access_token}` },
    throwOnBadResponse: true,
  }).registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password: 'Secret123' },
  });
  return helpers.loginRegisteredUserB2C({
    slasClient: slas(sandbox),
    credentials: { username: email, password: 'Secret123' },
    parameters: { redirectURI },
  });
}

describe('/__sandbox/sessions', () => {
  for (const persistent of [false, true]) {
    it(`names a customer's live session usids by login, not the ended ones (${persistent ? 'database' : 'in memory'})`, async () => {
      const sandbox = await start(persistent ? { dataDir: dataDir('sessions') } : {});
      const tokens = await registeredLogin(sandbox, 'ada.sessions@example.com');
      const read = async (login: string) => {
        const response = await fetch(`${sandbox.url}/__sandbox/sessions?${new URLSearchParams({ login })}`);
        return { status: response.status, body: (await response.json()) as { customerId?: string; usids?: string[] } };
      };
      expect(await read('Ada.Sessions@example.com')).toEqual({
        status: 200,
        body: { customerId: tokens.customer_id, usids: [tokens.usid], contexts: {} },
      });
      // No web page of another origin may read a customer's session ids (no CORS header, even when asked).
      const fromPage = await fetch(`${sandbox.url}/__sandbox/sessions?login=ada.sessions@example.com`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
      await helpers.logout({
        slasClient: slas(sandbox),
        parameters: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
      });
      expect((await read('ada.sessions@example.com')).body.usids).toEqual([]);
      expect((await read('nobody@example.com')).status).toBe(404);
      expect((await fetch(`${sandbox.url}/__sandbox/sessions`)).status).toBe(400);
    });
  }
});

describe('/__sandbox/activities', () => {
  it('records checkoutStep and narrows by userId', async () => {
    const sandbox = await start();
    const post = (activity: string, body: Record<string, unknown>) =>
      fetch(`${sandbox.url}/v3/activities/${CFG.einsteinSiteId}/${activity}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cq-client-id': CFG.einsteinClientId },
        body: JSON.stringify({ realm: 'rdgl', instanceType: 'sbx', ...body }),
      });
    expect(
      (await post('checkoutStep', { cookieId: 'u1', userId: 'c1', stepName: 'contact', stepNumber: 1, basketId: 'b1' }))
        .status,
    ).toBe(200);
    expect(
      (await post('checkoutStep', { cookieId: 'u2', stepName: 'contact', stepNumber: 1, basketId: 'b2' })).status,
    ).toBe(200);
    const response = await fetch(`${sandbox.url}/__sandbox/activities?userId=c1`);
    const { activities } = (await response.json()) as {
      activities: { activity: string; body: Record<string, unknown> }[];
    };
    expect(activities).toEqual([
      expect.objectContaining({
        activity: 'checkoutStep',
        body: expect.objectContaining({
          cookieId: 'u1',
          userId: 'c1',
          stepName: 'contact',
          stepNumber: 1,
          basketId: 'b1',
        }),
      }),
    ]);
  });
});
