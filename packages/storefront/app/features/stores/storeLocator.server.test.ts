import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig } from '../../platform/commerce/config.server';
import { DEFAULT_LOCALE } from '../../platform/urls';
import { STORE_LOCATOR_CONFIG } from '@ridgeline/commerce';
import { createStoreSearch, type StoreSearchService } from '@ridgeline/commerce/server';
import { STORE_LOCATOR_MESSAGES as M_FOR_TESTS } from './messages';
import { loadStoreLocator, type StoreLocatorDeps } from './storeLocator.server';
import { captureLog } from '../../testing/logCapture';

const context = (noStore = false) => ({
  locale: DEFAULT_LOCALE,
  cacheHeaders: async (incomplete = 0) => ({
    'Cache-Control': noStore
      ? 'no-store'
      : incomplete > 0
        ? 'public, max-age=0, s-maxage=60'
        : 'public, max-age=0, s-maxage=900',
  }),
});
const fakeDeps = (search: StoreSearchService['search']): StoreLocatorDeps => ({
  search: { search: vi.fn(search) },
  siteId: 'RidgelineUS',
  config: STORE_LOCATOR_CONFIG,
});
const store = { id: 'de-a', name: 'A', distance: 1, distanceUnit: 'km' };
const load = async (query: string, deps: StoreLocatorDeps) => {
  const result = (await loadStoreLocator(
    new Request(`http://shop.test/store-locator${query}`),
    context(),
    deps,
  )) as unknown as {
    data: { props: Record<string, unknown> };
    init: { status?: number; headers: Record<string, string> };
  };
  return result;
};

describe('the /store-locator loader', () => {
  it('searches the default place for the bare page, publicly cacheable', async () => {
    const deps = fakeDeps(async () => ({ stores: [store], total: 1 }));
    const { data, init } = await load('', deps);
    expect(deps.search.search).toHaveBeenCalledWith({ countryCode: 'DE', postalCode: '10178' });
    expect(init.status).toBe(200);
    expect(init.headers['Cache-Control']).toContain('s-maxage=900');
    expect(data.props).toMatchObject({
      submitted: false,
      origin: { kind: 'postal', countryCode: 'DE', postalCode: '10178' },
      result: { stores: [store] },
      count: 10,
      siteId: 'RidgelineUS',
    });
  });

  it('answers an invalid form with its messages, 400, and no search', async () => {
    const deps = fakeDeps(async () => ({ stores: [], total: 0 }));
    const { data, init } = await load('?country=&postalCode=', deps);
    expect(init.status).toBe(400);
    expect(deps.search.search).not.toHaveBeenCalled();
    expect(data.props.errors).toEqual({
      countryCode: M_FOR_TESTS.countryRequired,
      postalCode: M_FOR_TESTS.postalCodeRequired,
    });
  });

  it('shows a message for a failed search, logged, and is cached a minute only', async () => {
    const warn = captureLog();
    const { data, init } = await load(
      '?country=US&postalCode=98101',
      fakeDeps(async () => Promise.reject(new Error('down'))),
    );
    expect(data.props.failed).toBe(true);
    expect(init.headers['Cache-Control']).toContain('s-maxage=60');
    expect(warn.text()).toContain('store-search-failed');
    warn.restore();
  });

  it('is a not-found page when the feature is off', async () => {
    await expect(
      loadStoreLocator(new Request('http://shop.test/store-locator'), context(), {
        ...fakeDeps(async () => ({ stores: [], total: 0 })),
        config: { ...STORE_LOCATOR_CONFIG, enabled: false },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the store search against the sandbox (Shopper Stores through the SDK)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let search: StoreSearchService;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    search = createStoreSearch(readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }));
  }, 120_000);
  afterAll(async () => sandbox?.close());

  it('finds the stores within 100 km of 10178, nearest first, hours sanitized', async () => {
    const result = await search.search({ countryCode: 'DE', postalCode: '10178' });
    expect(result.total).toBe(result.stores.length);
    expect(result.total).toBeGreaterThan(10);
    expect(result.stores[0]).toMatchObject({
      id: 'de-berlin-alexanderplatz',
      distance: 0,
      distanceUnit: 'km',
      phone: expect.any(String),
      inventoryId: expect.any(String),
    });
    const distances = result.stores.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(100);
    expect(result.stores[0]!.storeHours).toMatch(/^<p>/);
  });

  it('finds stores by coordinates, and none for a place with no store near', async () => {
    const seattle = await search.search({ latitude: 47.61, longitude: -122.334 });
    expect(seattle.stores[0]?.city).toBe('Seattle');
    expect(await search.search({ countryCode: 'US', postalCode: '59801' })).toEqual({ stores: [], total: 0 });
  });
});
