import { helpers, ShopperLogin, ShopperStores } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { greatCircleDistance, loadStores, locatePostalCode, storesNear } from './commerce/stores.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** Shopper Stores: the store search by postal code or coordinates over the demo stores. */

let sandbox: Sandbox;
let token: string;
const { stores, postalCodes } = loadStores();

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

const client = () =>
  new ShopperStores({
    proxy: sandbox.url,
    headers: { authorization: `Bearer ${token}` },
    parameters: {
      clientId: CFG.clientId,
      organizationId: CFG.organizationId,
      shortCode: CFG.shortCode,
      siteId: CFG.siteId,
    },
    throwOnBadResponse: true,
  });

const search = (query: Record<string, string>, auth = true) =>
  fetch(
    `${sandbox.url}/store/shopper-stores/v1/organizations/${CFG.organizationId}/store-search?${new URLSearchParams({ siteId: CFG.siteId, ...query })}`,
    {
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    },
  );

describe('the demo stores', () => {
  it('are real places in the US and Germany, each with a unique id, an inventory and HTML hours', () => {
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.map((s) => s.countryCode))).toEqual(new Set(['US', 'DE']));
    expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
    for (const store of stores) {
      expect(store.inventoryId).toMatch(/^inventory_/);
      expect(store.storeHours).toMatch(/^<p>/);
      expect(Math.abs(store.latitude)).toBeLessThanOrEqual(90);
      // every store's own postal code resolves (the table covers the fixtures)
      expect(locatePostalCode(postalCodes, store.countryCode, store.postalCode)).toBeDefined();
    }
  });

  it('resolves postal codes exactly, then by region, and not at all when neither is known', () => {
    expect(locatePostalCode(postalCodes, 'DE', '10178')).toEqual([52.5219, 13.4132]);
    // 10115 is not listed itself: Berlin's region (10…) answers
    expect(locatePostalCode(postalCodes, 'de', '10115')).toEqual(postalCodes.DE!.regions['10']);
    expect(locatePostalCode(postalCodes, 'US', '98101-1234')).toEqual(postalCodes.US!.codes['98101']);
    expect(locatePostalCode(postalCodes, 'US', '98199')).toEqual(postalCodes.US!.regions['981']);
    expect(locatePostalCode(postalCodes, 'DE', '99999')).toBeUndefined();
    expect(locatePostalCode(postalCodes, 'FR', '75001')).toBeUndefined();
  });

  it('measures great-circle distances in km and miles', () => {
    // Berlin Alexanderplatz → Munich Marienplatz is about 504 km (haversine, mean Earth radius)
    const km = greatCircleDistance([52.5219, 13.4132], [48.1374, 11.572], 'km');
    expect(km).toBeGreaterThan(495);
    expect(km).toBeLessThan(510);
    expect(greatCircleDistance([52.5219, 13.4132], [48.1374, 11.572], 'mi')).toBeCloseTo(km / 1.609344, 0);
    expect(greatCircleDistance([1, 2], [1, 2], 'km')).toBe(0);
  });

  it('sorts nearest first and applies the maximum distance, leaving out stores hidden from the locator', () => {
    const hits = storesNear(stores, { origin: [52.5219, 13.4132], maxDistance: 100, unit: 'km' });
    expect(hits.map((h) => h.distance)).toEqual([...hits.map((h) => h.distance)].sort((a, b) => a - b));
    expect(hits.every((h) => h.distance <= 100)).toBe(true);
    expect(hits.map((h) => h.store.id)).not.toContain('de-berlin-warehouse');
    expect(hits.map((h) => h.store.id)).not.toContain('de-cottbus');
    expect(hits.length).toBeGreaterThan(10);
  });
});

describe('GET /store/shopper-stores/v1/…/store-search', () => {
  it('finds the stores near a German postal code through the SDK, nearest first, with distances in km', async () => {
    const result = await client().searchStores({
      parameters: {
        countryCode: 'DE',
        postalCode: '10178',
        maxDistance: 100,
        distanceUnit: 'km',
        limit: 200,
        locale: 'en-US',
      },
    });
    expect(result.total).toBeGreaterThan(10);
    expect(result.limit).toBe(200);
    expect(result.offset).toBe(0);
    const data = result.data ?? [];
    expect(data).toHaveLength(result.total);
    expect(data[0]).toMatchObject({
      id: 'de-berlin-alexanderplatz',
      distance: 0,
      distanceUnit: 'km',
      countryCode: 'DE',
      postalCode: '10178',
      inventoryId: expect.any(String),
    });
    expect(data[0]!.storeHours).toContain('<p>');
    const distances = data.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(100);
  });

  it('pages with limit and offset over the same total', async () => {
    const first = await client().searchStores({ parameters: { countryCode: 'DE', postalCode: '10178', limit: 10 } });
    const second = await client().searchStores({
      parameters: { countryCode: 'DE', postalCode: '10178', limit: 10, offset: 10 },
    });
    expect(first.data).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.data?.[0]?.id).not.toBe(first.data?.[0]?.id);
    expect(first.data!.length + second.data!.length).toBe(first.total);
  });

  it('searches by coordinates in miles, ignoring country and postal code', async () => {
    const result = await client().searchStores({
      parameters: {
        latitude: 47.6101,
        longitude: -122.3344,
        maxDistance: 50,
        distanceUnit: 'mi',
        countryCode: 'DE',
        postalCode: '10178',
      },
    });
    expect(result.data?.[0]).toMatchObject({ id: 'us-seattle-downtown', distanceUnit: 'mi', stateCode: 'WA' });
    expect(result.data?.map((s) => s.id)).toEqual(expect.arrayContaining(['us-bellevue', 'us-tacoma']));
    expect(result.data?.map((s) => s.id)).not.toContain('us-portland');
  });

  it('answers an empty result (no data) for a postal code with no store in range, or one it cannot place', async () => {
    for (const query of [
      { countryCode: 'US', postalCode: '59801' },
      { countryCode: 'DE', postalCode: '99999' },
    ]) {
      const res = await search(query);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ limit: 25, offset: 0, total: 0 });
    }
  });

  it('refuses missing or malformed parameters with SCAPI problem details', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, 'missing-parameter'],
      [{ postalCode: '10178' }, 400, 'missing-parameter'],
      [{ latitude: '52.5' }, 400, 'missing-parameter'],
      [{ latitude: '91', longitude: '0' }, 400, 'value-out-of-range'],
      [{ countryCode: 'DE', postalCode: '10178', distanceUnit: 'yd' }, 400, 'invalid-parameter'],
      [{ countryCode: 'DE', postalCode: '10178', limit: '201' }, 400, 'value-out-of-range'],
      [{ countryCode: 'DE', postalCode: '10178', maxDistance: '-1' }, 400, 'value-out-of-range'],
    ];
    for (const [query, status, type] of cases) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { type: string }).type).toMatch(new RegExp(`/${type}$`));
    }
    expect((await search({ countryCode: 'DE', postalCode: '10178' }, false)).status).toBe(401);
  });

  it('gets stores by id', async () => {
    const result = await client().getStores({ parameters: { ids: 'de-potsdam,us-boulder,nope' } });
    expect(result.data?.map((s) => s.id)).toEqual(['de-potsdam', 'us-boulder']);
    expect(result.data?.[0]).not.toHaveProperty('distance');
  });
});
