import { helpers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { verifyCountry, VIEW_ALL_COUNTRIES_URL } from './commerce/shell-apis.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** The shell's custom site APIs: the country selector's verify call and marketing actions by slot. */

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const guest = await helpers.loginGuestUser({
    slasClient: new ShopperLogin({
      proxy: sandbox.url,
      parameters: {
        clientId: CFG.clientId,
        organizationId: CFG.organizationId,
        shortCode: CFG.shortCode,
        siteId: CFG.siteId,
      },
    }),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  });
  token = guest.access_token;
});
afterAll(() => sandbox?.close());

const get = (path: string, auth = true) =>
  fetch(`${sandbox.url}/custom/${path}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
const org = CFG.organizationId;

describe('GET /custom/country/v1/…/verify', () => {
  it('offers the visiting country beside the home country of the locale', async () => {
    const res = await get(`country/v1/organizations/${org}/verify?siteId=${CFG.siteId}&locale=en-US&countryCode=CA`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReturnType<typeof verifyCountry>;
    expect(body.overlayDetails?.homeCountry).toMatchObject({ countryCode: 'US', ecommerceEnabled: true });
    expect(body.overlayDetails?.visitingCountry).toMatchObject({ countryCode: 'CA', name: 'Canada' });
    expect(body.overlayDetails?.visitingCountry.locales.map((l) => l.id)).toEqual(['en-CA', 'fr-CA']);
    expect(body.modalTitle).toBe('Shopping from Canada?');
    expect(body.viewAllCountriesUrl).toBe(VIEW_ALL_COUNTRIES_URL);
    expect(body.flagsIconUrl).toBe(`${sandbox.url}/flags/`);
    const flag = await fetch(`${body.flagsIconUrl}ca.svg`);
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('has no overlay for a visitor in the locale’s own country or in a country it does not know', () => {
    expect(verifyCountry('en-CA', 'ca', 'http://x').overlayDetails).toBeNull();
    expect(verifyCountry('en-US', 'JP', 'http://x').overlayDetails).toBeNull();
    expect(verifyCountry('fr-CA', 'US', 'http://x').overlayDetails?.visitingCountry.translatedName).toBe('États-Unis');
  });

  it('refuses a malformed country code and an unauthenticated call', async () => {
    expect(
      (await get(`country/v1/organizations/${org}/verify?siteId=${CFG.siteId}&locale=en-US&countryCode=CAN`)).status,
    ).toBe(400);
    expect(
      (await get(`country/v1/organizations/${org}/verify?siteId=${CFG.siteId}&countryCode=CA`, false)).status,
    ).toBe(401);
  });
});

describe('GET /custom/marketing/v1/…/slots/{slotId}', () => {
  it('answers the demo slots with the action fields, images on the sandbox media host', async () => {
    const exit = (await (
      await get(`marketing/v1/organizations/${org}/slots/exit-intent?siteId=${CFG.siteId}`)
    ).json()) as {
      slotId: string;
      active: boolean;
      json: Record<string, unknown>;
    };
    expect(exit).toMatchObject({ slotId: 'exit-intent', active: true });
    expect(Object.keys(exit.json)).toEqual(
      expect.arrayContaining(['heading', 'body', 'buttonText', 'imgUrl', 'spaceBetweenElms']),
    );
    expect(exit.json.imgUrl).toMatch(new RegExp(`^${sandbox.url}/i/ridgeline/`));
    const weather = (await (
      await get(`marketing/v1/organizations/${org}/slots/weather?siteId=${CFG.siteId}`)
    ).json()) as { json: Record<string, unknown> };
    expect(weather.json.viewAllLink).toBe('/search?q=sun+protection');
  });

  it('answers 404 for a slot that does not exist (no prototype keys either)', async () => {
    expect((await get(`marketing/v1/organizations/${org}/slots/nope?siteId=${CFG.siteId}`)).status).toBe(404);
    expect((await get(`marketing/v1/organizations/${org}/slots/constructor?siteId=${CFG.siteId}`)).status).toBe(404);
  });
});
