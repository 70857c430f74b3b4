import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_LOCATOR_CONFIG } from '../stores/config';
import {
  createStoreSearch,
  searchWhere,
  storeSearchResponse,
  toStoreView,
  type StoreSearchDeps,
} from './stores.server';
import { testCommerceConfig } from '../testing/commerceConfig';

const store = { id: 'de-a', name: 'A', distance: 1, distanceUnit: 'km' };
const fakeDeps = (search: StoreSearchDeps['search']['search']) => {
  const deps: StoreSearchDeps = { search: { search: vi.fn(search) }, config: STORE_LOCATOR_CONFIG };
  return () => deps;
};

afterEach(() => vi.restoreAllMocks());

describe('toStoreView', () => {
  it('keeps the fields the locator shows and sanitizes the hours like CMS rich text', () => {
    const view = toStoreView({
      id: 's1',
      name: 'S',
      phone: '1',
      distance: 2.5,
      storeHours: '<p onclick="x()">Mon <script>alert(1)</script><a href="javascript:alert(1)">10–6</a></p>',
      c_x: 1,
      latitude: 3,
    });
    expect(view).toMatchObject({ id: 's1', name: 'S', phone: '1', distance: 2.5 });
    expect(view!.storeHours).toContain('Mon');
    expect(view!.storeHours).not.toMatch(/script|onclick|javascript:/);
    expect(view).not.toHaveProperty('latitude');
    expect(toStoreView({ name: 'no id' })).toBeUndefined();
    expect(toStoreView(null)).toBeUndefined();
  });
});

describe('the store search as JSON (/__ridgeline/stores)', () => {
  it('reads coordinates (rounded) or a country and postal code, and nothing else', () => {
    expect(searchWhere(new URLSearchParams('latitude=52.52199&longitude=13.41321'))).toEqual({
      latitude: 52.522,
      longitude: 13.413,
    });
    expect(searchWhere(new URLSearchParams('countryCode=de&postalCode=10178'))).toEqual({
      countryCode: 'DE',
      postalCode: '10178',
    });
    for (const bad of [
      'latitude=91&longitude=0',
      'latitude=1',
      'latitude=&longitude=',
      'countryCode=DEU&postalCode=1',
      'countryCode=DE&postalCode=',
      '',
    ]) {
      expect(searchWhere(new URLSearchParams(bad)), bad).toBeUndefined();
    }
  });

  it('answers JSON, public for 5 minutes; bad input 400, an unsupported country 400, a failure 502, never cached', async () => {
    const deps = fakeDeps(async () => ({ stores: [store], total: 1 }));
    const ok = await storeSearchResponse(
      new Request('http://shop.test/__ridgeline/stores?latitude=52.5&longitude=13.4'),
      deps,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=300');
    expect(await ok.json()).toEqual({ stores: [store], total: 1 });
    const bad = await storeSearchResponse(new Request('http://shop.test/__ridgeline/stores?latitude=x'), deps);
    expect([bad.status, bad.headers.get('cache-control')]).toEqual([400, 'no-store']);
    expect(
      (
        await storeSearchResponse(
          new Request('http://shop.test/__ridgeline/stores?countryCode=FR&postalCode=75001'),
          deps,
        )
      ).status,
    ).toBe(400);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await storeSearchResponse(
      new Request('http://shop.test/__ridgeline/stores?countryCode=DE&postalCode=10178'),
      fakeDeps(async () => Promise.reject(new Error('down'))),
    );
    expect([failed.status, failed.headers.get('cache-control')]).toEqual([502, 'no-store']);
    expect(String(warn.mock.calls[0]?.[0])).toContain('store-search-failed');
    expect(
      (await storeSearchResponse(new Request('http://shop.test/__ridgeline/stores', { method: 'POST' }), deps)).status,
    ).toBe(405);
  });

  it('gives the locale parameter to the caller, and is not found when the locator is off', async () => {
    const depsFor = vi.fn(() => ({
      search: { search: vi.fn(async () => ({ stores: [], total: 0 })) },
      config: { ...STORE_LOCATOR_CONFIG, enabled: false },
    }));
    const off = await storeSearchResponse(
      new Request('http://shop.test/__ridgeline/stores?countryCode=DE&postalCode=10178&locale=de-DE'),
      depsFor,
    );
    expect(depsFor).toHaveBeenCalledWith('de-DE');
    expect(off.status).toBe(404);
  });
});

describe('the Shopper Stores search', () => {
  const config = testCommerceConfig({ locale: 'de-DE', currency: 'EUR' });
  const tokens = { get: async () => 'guest', invalidate: () => undefined };

  it('sends the place, the locale and the configured radius, unit and cap (200), and reads { data, total }', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: [store, { name: 'no id' }], limit: 200, total: 7 }));
    const search = createStoreSearch(config, { tokens, fetchImpl: fetchImpl as never });
    expect(await search.search({ countryCode: 'DE', postalCode: '10178' })).toEqual({
      stores: [{ id: 'de-a', name: 'A', distance: 1, distanceUnit: 'km' }],
      total: 7,
    });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown as [string])[0]));
    expect(url.pathname).toBe('/store/shopper-stores/v1/organizations/f_ecom_x/store-search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      countryCode: 'DE',
      postalCode: '10178',
      locale: 'de-DE',
      maxDistance: String(STORE_LOCATOR_CONFIG.radius),
      distanceUnit: STORE_LOCATOR_CONFIG.radiusUnit,
      limit: '200',
      siteId: 'Site',
    });
    expect(STORE_LOCATOR_CONFIG).toMatchObject({ radius: 100, radiusUnit: 'km', maxStores: 200 });
  });

  it('sends coordinates as latitude and longitude, and a configured radius in miles', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: [], total: 0 }));
    const locator = { ...STORE_LOCATOR_CONFIG, radius: 25, radiusUnit: 'mi' as const };
    await createStoreSearch(config, { tokens, locator, fetchImpl: fetchImpl as never }).search({
      latitude: 52.52,
      longitude: 13.4,
    });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown as [string])[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      latitude: '52.52',
      longitude: '13.4',
      maxDistance: '25',
      distanceUnit: 'mi',
    });
    expect(url.searchParams.has('postalCode')).toBe(false);
  });
});
