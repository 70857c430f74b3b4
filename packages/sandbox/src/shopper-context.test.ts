import { helpers, ShopperContexts, ShopperLogin } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { DEMO_CUSTOMER_GROUPS } from './commerce/customer-groups.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** Shopper Context and the customer-group custom API through the real commerce-sdk-isomorphic (via `proxy`). */

let sandbox: Sandbox;
let token: string;
let usid: string;
let contexts: ShopperContexts<typeof parameters>;
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const config = () => ({ proxy: sandbox.url, parameters, throwOnBadResponse: true });
const base = () => `${sandbox.url}/shopper/shopper-context/v1/organizations/${CFG.organizationId}/shopper-context`;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const guest = await helpers.loginGuestUser({
    slasClient: new ShopperLogin(config()),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  });
  token = guest.access_token;
  usid = guest.usid;
  contexts = new ShopperContexts({ ...config(), headers: { authorization: `Bearer ${token}` } });
});
afterAll(() => sandbox?.close());

const status = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (err: { response?: { status: number } }) => err.response?.status ?? -1,
  );

describe('Shopper Context', () => {
  it('create (PUT, 201), read, update (PATCH merges), delete (204), then 404', async () => {
    await contexts.createShopperContext({
      parameters: { usid },
      body: {
        effectiveDateTime: '2027-03-21T10:00:00Z',
        customerGroupIds: ['Loyalty Members', 'Outdoor Enthusiasts'],
        sourceCode: 'spring-email',
        customQualifiers: { deviceType: 'mobile' },
        assignmentQualifiers: { store: 'boulder' },
        clientIp: '203.0.113.7',
        geoLocation: { city: 'Boulder', countryCode: 'US', latitude: 40.01, longitude: -105.27 },
      },
    });
    const raw = await fetch(`${base()}/${usid}?siteId=${CFG.siteId}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer x' },
    });
    expect(raw.status).toBe(401); // and the context is still there:
    expect(await contexts.getShopperContext({ parameters: { usid } })).toEqual({
      effectiveDateTime: '2027-03-21T10:00:00Z',
      customerGroupIds: ['Loyalty Members', 'Outdoor Enthusiasts'],
      sourceCode: 'spring-email',
      customQualifiers: { deviceType: 'mobile' },
      assignmentQualifiers: { store: 'boulder' },
      clientIp: '203.0.113.7',
      geoLocation: { city: 'Boulder', countryCode: 'US', latitude: 40.01, longitude: -105.27 },
    });

    const updated = await contexts.updateShopperContext({
      parameters: { usid },
      body: {
        customerGroupIds: ['Big Spenders'],
        sourceCode: null,
        customQualifiers: { deviceType: null, channel: 'app' },
      },
    });
    expect(updated).toMatchObject({
      customerGroupIds: ['Big Spenders'],
      customQualifiers: { channel: 'app' },
      effectiveDateTime: '2027-03-21T10:00:00Z',
    });
    expect(updated).not.toHaveProperty('sourceCode');
    expect(await contexts.getShopperContext({ parameters: { usid } })).toEqual(updated);

    const res = (await contexts.deleteShopperContext({ parameters: { usid } }, true)) as Response;
    expect(res.status).toBe(204);
    expect(await status(contexts.getShopperContext({ parameters: { usid } }))).toBe(404);
  });

  it('PUT replaces a whole context; contexts are per usid and per site', async () => {
    const other = 'c0ffee00-0000-4000-8000-000000000001';
    const res = (await contexts.createShopperContext(
      { parameters: { usid: other }, body: { customerGroupIds: ['Registered'], sourceCode: 'a' } },
      true,
    )) as Response;
    expect(res.status).toBe(201);
    await contexts.createShopperContext({ parameters: { usid: other }, body: { customerGroupIds: ['VIP'] } });
    expect(await contexts.getShopperContext({ parameters: { usid: other } })).toEqual({ customerGroupIds: ['VIP'] });
    expect(await status(contexts.getShopperContext({ parameters: { usid } }))).toBe(404);
    expect(sandbox.commerce!.shopperContexts.get(`${CFG.siteId}:${other}`)).toEqual({ customerGroupIds: ['VIP'] });
  });

  it('404 for an unknown usid on read, update and delete, with a SCAPI error body', async () => {
    const unknown = 'does-not-exist-usid';
    expect(await status(contexts.getShopperContext({ parameters: { usid: unknown } }))).toBe(404);
    expect(
      await status(contexts.updateShopperContext({ parameters: { usid: unknown }, body: { sourceCode: 'x' } })),
    ).toBe(404);
    expect(await status(contexts.deleteShopperContext({ parameters: { usid: unknown } }))).toBe(404);
    const res = await fetch(`${base()}/${unknown}?siteId=${CFG.siteId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({
      title: 'Shopper Context Not Found',
      detail: expect.stringContaining(unknown),
    });
  });

  it('401 without or with a bad Bearer token, in the SCAPI shape', async () => {
    const anonymous = new ShopperContexts(config());
    expect(await status(anonymous.getShopperContext({ parameters: { usid } }))).toBe(401);
    expect(await status(anonymous.createShopperContext({ parameters: { usid }, body: { sourceCode: 'x' } }))).toBe(401);
    const res = await fetch(`${base()}/${usid}?siteId=${CFG.siteId}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer not.a.jwt', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ title: 'Unauthorized' });
  });

  it('400 for bad bodies and a missing or unknown siteId', async () => {
    const bad = async (body: unknown) =>
      status(contexts.createShopperContext({ parameters: { usid }, body: body as never }));
    expect(await bad({ clientIp: '999.1.1.1' })).toBe(400);
    expect(await bad({ effectiveDateTime: '21/03/2027 10:00:00' })).toBe(400);
    expect(await bad({ customerGroupIds: ['No Such Group'] })).toBe(400);
    expect(await bad({ customerGroupIds: 'Registered' })).toBe(400);
    expect(
      await bad({ customQualifiers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) }),
    ).toBe(400);
    expect(await bad({ favouriteColour: 'red' })).toBe(400);
    const noSite = await fetch(`${base()}/${usid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(noSite.status).toBe(400);
    const otherSite = await fetch(`${base()}/${usid}?siteId=OtherSite`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(otherSite.status).toBe(400);
  });

  it('evaluateContextWithClientIp=false does not save the clientIp', async () => {
    const u = 'c0ffee00-0000-4000-8000-000000000002';
    await contexts.createShopperContext({
      parameters: { usid: u, evaluateContextWithClientIp: false },
      body: { clientIp: '198.51.100.4', sourceCode: 's' },
    });
    expect(await contexts.getShopperContext({ parameters: { usid: u } })).toEqual({ sourceCode: 's' });
  });
});

describe('customer-group list (custom API customer-groups)', () => {
  const call = (endpointPath: string, auth = `Bearer ${token}`) =>
    helpers.callCustomEndpoint({
      options: {
        method: 'GET',
        headers: { authorization: auth },
        customApiPathParameters: { apiName: 'customer-groups', endpointPath },
      },
      clientConfig: { ...config(), parameters },
      rawResponse: true,
    }) as Promise<Response>;

  it('returns the full list through helpers.callCustomEndpoint', async () => {
    const res = await call('groups');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; data: { id: string; description: string; type: string }[] };
    expect(body.total).toBe(DEMO_CUSTOMER_GROUPS.length);
    expect(body.data.map((g) => g.id)).toEqual(
      expect.arrayContaining([
        'Everyone',
        'Unregistered',
        'Registered',
        'Loyalty Members',
        'Big Spenders',
        'Outdoor Enthusiasts',
      ]),
    );
    expect(body.data.every((g) => g.description && ['system', 'static', 'dynamic'].includes(g.type))).toBe(true);
    expect(new Set(body.data.map((g) => g.id)).size).toBe(body.data.length);
  });

  it('answers the folder-root shape (levels=0) with the calling guest’s c_customerGroups, not the whole list', async () => {
    const res = await fetch(
      `${sandbox.url}/custom/customer-groups/v1/organizations/${CFG.organizationId}/folders/root?siteId=${CFG.siteId}&levels=0`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = (await res.json()) as { id: string; name: string; c_customerGroups: string[] };
    expect(body).toMatchObject({ id: 'root', name: 'Root' });
    expect(body.c_customerGroups.slice(0, 2)).toEqual(['Everyone', 'Unregistered']);
    expect(body.c_customerGroups).not.toContain('Registered');
    expect(body.c_customerGroups.length).toBeLessThan(DEMO_CUSTOMER_GROUPS.length);
  });

  it('401 without a token, 404 for another organization', async () => {
    expect((await call('groups', 'Bearer nope')).status).toBe(401);
    const res = await fetch(
      `${sandbox.url}/custom/customer-groups/v1/organizations/f_ecom_other/groups?siteId=${CFG.siteId}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(404);
  });
});
