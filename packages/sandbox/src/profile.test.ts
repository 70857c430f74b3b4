import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { DEMO_PREFERENCE_TYPES } from './commerce/profile.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-sandbox-profile-'));
const running: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** On the data folder (for the restart), or in memory. */
const start = async (onDisk = false) => {
  const sandbox = await startTestSandbox({ commerce: onDisk ? { dataDir } : {} });
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

async function registered(sandbox: Sandbox, email: string) {
  const guest = await helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
  await customers(sandbox, guest.access_token).registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password: 'Secret123' },
  });
  return helpers.loginRegisteredUserB2C({
    slasClient: slas(sandbox),
    credentials: { username: email, password: 'Secret123' },
    parameters: { redirectURI },
  });
}

/** A custom API call the way the storefront makes it (bearer token, JSON). */
async function custom(sandbox: Sandbox, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const url = `${sandbox.url}/custom/${path.replace('{org}', CFG.organizationId)}?siteId=${CFG.siteId}&locale=en-US`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function refusedStatus(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (response) return response.status;
    throw error;
  }
  throw new Error('the call succeeded');
}

const address = {
  addressId: 'Home',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Trail Rd',
  city: 'Toronto',
  stateCode: 'ON',
  postalCode: 'M5V 2T6',
  countryCode: 'CA',
};

describe('the profile, the address book and progressive profiling', () => {
  it('updates the customer, keeps addresses and answers, and a restart loses none of them', async () => {
    const first = await start(true);
    const tokens = await registered(first, 'profile@example.com');
    const api = customers(first, tokens.access_token);
    const customerId = tokens.customer_id;

    const updated = await api.updateCustomer({
      parameters: { customerId },
      body: { firstName: 'Grace', lastName: 'Hopper', phoneHome: '4165550100', c_postalCode: 'M5V 2T6' } as never,
    });
    expect(updated).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneHome: '4165550100',
      c_postalCode: 'M5V 2T6',
      login: 'profile@example.com',
    });

    await api.createCustomerAddress({ parameters: { customerId }, body: address });
    await api.createCustomerAddress({
      parameters: { customerId },
      body: { ...address, addressId: 'Cabin', city: 'Banff', stateCode: 'AB', postalCode: 'T1L 1A1', preferred: true },
    });
    expect(await refusedStatus(api.createCustomerAddress({ parameters: { customerId }, body: address }))).toBe(400);
    const renamed = await api.updateCustomerAddress({
      parameters: { customerId, addressName: 'Home' },
      body: { addressId: 'Town', address1: '2 Lake St' } as never,
    });
    expect(renamed).toMatchObject({ addressId: 'Town', address1: '2 Lake St', city: 'Toronto' });
    const progress = await custom(
      first,
      tokens.access_token,
      'progressive-profiling/v1/organizations/{org}/profiling/answers',
      {
        method: 'POST',
        body: { birthday: { month: 4, day: 12 }, preferences: { category: ['gear', 'footwear'] } },
      },
    );
    expect(progress).toEqual({
      status: 200,
      body: { progressDecimal: 0.5, completedSteps: ['birthday', 'category'], totalSteps: 4 },
    });
    await first.close();

    const second = await start(true);
    const again = customers(second, tokens.access_token);
    const customer = await again.getCustomer({ parameters: { customerId } });
    expect(customer).toMatchObject({ firstName: 'Grace', phoneHome: '4165550100', c_postalCode: 'M5V 2T6' });
    // the preferred address first
    expect(customer.addresses?.map((a) => [a.addressId, a.preferred])).toEqual([
      ['Cabin', true],
      ['Town', false],
    ]);
    await again.removeCustomerAddress({ parameters: { customerId, addressName: 'Town' } });
    expect(await refusedStatus(again.getCustomerAddress({ parameters: { customerId, addressName: 'Town' } }))).toBe(
      404,
    );

    const steps = await custom(
      second,
      tokens.access_token,
      'progressive-profiling/v1/organizations/{org}/profiling/step-data',
    );
    expect(steps.status).toBe(200);
    expect((steps.body.activatedSteps as { preferenceTypes: unknown }).preferenceTypes).toEqual(DEMO_PREFERENCE_TYPES);
    expect(steps.body.answers).toEqual({ birthday: { month: 4, day: 12 }, category: ['gear', 'footwear'] });
    const read = await custom(
      second,
      tokens.access_token,
      'progressive-profiling/v1/organizations/{org}/profiling/progress',
    );
    expect(read.body.progressDecimal).toBe(0.5);
  }, 120_000);

  it('refuses bad answers, bad addresses and guests', async () => {
    const sandbox = await start();
    const tokens = await registered(sandbox, 'refusals@example.com');
    const answers = (body: unknown) =>
      custom(sandbox, tokens.access_token, 'progressive-profiling/v1/organizations/{org}/profiling/answers', {
        method: 'POST',
        body,
      });
    expect((await answers({ birthday: { month: 13, day: 1 } })).status).toBe(400);
    expect((await answers({ birthday: { month: 2, day: 0 } })).status).toBe(400);
    expect((await answers({ preferences: { category: ['boats'] } })).status).toBe(400);
    expect((await answers({ preferences: { colour: [] } })).status).toBe(400);
    expect((await answers({})).status).toBe(400);
    // an empty selection still answers the step
    expect((await answers({ preferences: { fit: [] } })).body.completedSteps).toEqual(['fit']);

    const api = customers(sandbox, tokens.access_token);
    const customerId = tokens.customer_id;
    expect(
      await refusedStatus(
        api.createCustomerAddress({ parameters: { customerId }, body: { addressId: 'x', city: 'Toronto' } as never }),
      ),
    ).toBe(400);
    expect(
      await refusedStatus(
        api.createCustomerAddress({ parameters: { customerId }, body: { ...address, countryCode: 'ca' } }),
      ),
    ).toBe(400);
    expect(await refusedStatus(api.updateCustomer({ parameters: { customerId }, body: { firstName: '' } }))).toBe(400);
    expect(
      await refusedStatus(api.updateCustomer({ parameters: { customerId }, body: { c_loyaltyMember: true } as never })),
    ).toBe(400);

    const guest = await helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
    expect(
      (await custom(sandbox, guest.access_token, 'progressive-profiling/v1/organizations/{org}/profiling/progress'))
        .status,
    ).toBe(403);
    expect(
      await refusedStatus(
        customers(sandbox, guest.access_token).updateCustomer({
          parameters: { customerId: guest.customer_id },
          body: { firstName: 'X' },
        }),
      ),
    ).toBe(403);
  }, 60_000);

  it('lets a registered customer join the loyalty programme', async () => {
    const sandbox = await start();
    const tokens = await registered(sandbox, 'member@example.com');
    const status = () => custom(sandbox, tokens.access_token, 'loyalty/v1/organizations/{org}/customer/status');
    expect((await status()).body).toEqual({ loyaltyActiveInCurrentSession: false });
    expect(
      await custom(sandbox, tokens.access_token, 'loyalty/v1/organizations/{org}/customer/enrollment', {
        method: 'POST',
        body: {},
      }),
    ).toEqual({ status: 200, body: { enrolled: true } });
    expect((await status()).body).toMatchObject({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member' },
      rewardsBalance: { available: { points: 1250 } },
    });
    const guest = await helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
    expect(
      (
        await custom(sandbox, guest.access_token, 'loyalty/v1/organizations/{org}/customer/enrollment', {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(403);
  }, 60_000);
});
