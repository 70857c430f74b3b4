import { describe, expect, it, vi } from 'vitest';
import { STORE_LOCATOR_CONFIG as CONFIG, type StoreLocatorConfig } from './config';
import {
  addressLines,
  fillText,
  canLoadMore,
  countryName,
  distanceText,
  nextCount,
  parseLocatorQuery,
  readSelectedStore,
  roundCoordinate,
  selectedStoreKey,
  statusLine,
  telHref,
  validateLocatorForm,
  visibleCount,
  writeSelectedStore,
} from './rules';

/** The en-US words of the storefront's store locator (its messages.ts), the ones the rules return. */
const M = {
  countryRequired: 'Please select a country.',
  postalCodeRequired: 'Please enter a postal code.',
  loading: 'Loading locations...',
  noLocations: 'Sorry, there are no locations in this area',
  nearYou: 'Viewing stores near your location',
  withinArea: 'Viewing stores within {radius}{unit} of {postalCode} in {country}',
  away: '{distance} {unit} away',
};

describe('fillText', () => {
  it('fills known placeholders as given ($ included) and leaves unknown ones', () => {
    expect(fillText('{a} and {b}', { a: '$1' })).toBe('$1 and {b}');
  });
});

const NO_COUNTRIES: StoreLocatorConfig = { ...CONFIG, supportedCountries: [] };

describe('store locator settings', () => {
  it('are the specified ones: US and DE, DE 10178 by default, 100 km, 10 a page, 200 at most', () => {
    expect(CONFIG.supportedCountries.map((c) => c.countryCode)).toEqual(['US', 'DE']);
    expect(CONFIG).toMatchObject({
      enabled: true,
      defaultCountryCode: 'DE',
      defaultPostalCode: '10178',
      radius: 100,
      radiusUnit: 'km',
      pageSize: 10,
      maxStores: 200,
    });
  });
});

describe('validation', () => {
  it('requires a supported country and a postal code, with the exact messages', () => {
    expect(validateLocatorForm({ countryCode: '', postalCode: '' }, CONFIG, M)).toEqual({
      countryCode: 'Please select a country.',
      postalCode: 'Please enter a postal code.',
    });
    expect(validateLocatorForm({ countryCode: 'FR', postalCode: '75001' }, CONFIG, M)).toEqual({
      countryCode: M.countryRequired,
    });
    expect(validateLocatorForm({ countryCode: 'US', postalCode: '   ' }, CONFIG, M)).toEqual({
      postalCode: M.postalCodeRequired,
    });
    expect(validateLocatorForm({ countryCode: 'DE', postalCode: '10178' }, CONFIG, M)).toEqual({});
  });

  it('asks for no country when none are configured (the default country is searched)', () => {
    expect(validateLocatorForm({ countryCode: '', postalCode: '10178' }, NO_COUNTRIES, M)).toEqual({});
    expect(parseLocatorQuery(new URLSearchParams('postalCode=10115'), NO_COUNTRIES, M).search).toEqual({
      countryCode: 'DE',
      postalCode: '10115',
    });
  });
});

describe('the page query', () => {
  it('searches the default place for the bare page, leaving the postal code field empty', () => {
    expect(parseLocatorQuery(new URLSearchParams(''), CONFIG, M)).toEqual({
      submitted: false,
      form: { countryCode: 'DE', postalCode: '' },
      errors: {},
      search: { countryCode: 'DE', postalCode: '10178' },
      count: 10,
    });
  });

  it('reads a submitted form (trimmed, country upper-cased, postal code cut to 10) and searches only when it is valid', () => {
    const query = parseLocatorQuery(new URLSearchParams('country=us&postalCode=+98101+&count=20'), CONFIG, M);
    expect(query).toMatchObject({ submitted: true, search: { countryCode: 'US', postalCode: '98101' }, count: 20 });
    expect(
      parseLocatorQuery(new URLSearchParams('country=US&postalCode=12345678901234'), CONFIG, M).form.postalCode,
    ).toBe('1234567890');
    const empty = parseLocatorQuery(new URLSearchParams('country=&postalCode='), CONFIG, M);
    expect(empty.search).toBeUndefined();
    expect(empty.errors).toEqual({ countryCode: M.countryRequired, postalCode: M.postalCodeRequired });
  });
});

describe('paging', () => {
  it('starts at the page size and adds whole pages up to the cap of 200', () => {
    expect(visibleCount(undefined, CONFIG)).toBe(10);
    expect(visibleCount(Number.NaN, CONFIG)).toBe(10);
    expect(visibleCount(3, CONFIG)).toBe(10);
    expect(visibleCount(15, CONFIG)).toBe(20);
    expect(visibleCount(5000, CONFIG)).toBe(200);
    expect(nextCount(10, CONFIG)).toBe(20);
    expect(nextCount(195, CONFIG)).toBe(200);
    expect(nextCount(200, CONFIG)).toBe(200);
  });

  it('offers Load More only while found stores are hidden and the cap is not reached', () => {
    expect(canLoadMore(10, 15, CONFIG)).toBe(true);
    expect(canLoadMore(20, 15, CONFIG)).toBe(false);
    expect(canLoadMore(10, 10, CONFIG)).toBe(false);
    expect(canLoadMore(190, 500, CONFIG)).toBe(true);
    expect(canLoadMore(200, 500, CONFIG)).toBe(false);
  });
});

describe('status line', () => {
  const postal = { kind: 'postal' as const, countryCode: 'DE', postalCode: '10178' };
  it('says loading, no locations, the postal search or the position, exactly', () => {
    expect(statusLine({ loading: true, found: 5, origin: postal }, CONFIG, M)).toBe('Loading locations...');
    expect(statusLine({ loading: false, found: 0, origin: postal }, CONFIG, M)).toBe(
      'Sorry, there are no locations in this area',
    );
    expect(statusLine({ loading: false, found: 3, origin: postal }, CONFIG, M)).toBe(
      'Viewing stores within 100km of 10178 in Germany',
    );
    expect(
      statusLine(
        { loading: false, found: 3, origin: { kind: 'postal', countryCode: 'US', postalCode: '98101' } },
        CONFIG,
        M,
      ),
    ).toBe('Viewing stores within 100km of 98101 in United States');
    expect(statusLine({ loading: false, found: 3, origin: { kind: 'location' } }, CONFIG, M)).toBe(
      'Viewing stores near your location',
    );
  });

  it('names the default country when no countries are configured', () => {
    expect(countryName('US', NO_COUNTRIES)).toBe('Germany');
    expect(countryName('XX', CONFIG)).toBe('Germany');
  });
});

describe('store details', () => {
  it('writes the distance with its unit and "away"', () => {
    expect(distanceText({ distance: 2.0349, distanceUnit: 'km' }, 'km', M)).toBe('2.03 km away');
    expect(distanceText({ distance: 0 }, 'mi', M)).toBe('0 mi away');
    expect(distanceText({}, 'km', M)).toBeUndefined();
  });

  it('makes a tel: link of a written phone number', () => {
    expect(telHref('+49 30 5550 1001')).toBe('tel:+493055501001');
    expect(telHref('(206) 555-0101')).toBe('tel:2065550101');
    expect(telHref('call us')).toBeUndefined();
  });

  it('writes the address in two lines', () => {
    expect(
      addressLines({
        id: 'x',
        name: 'X',
        address1: 'Alexanderplatz 9',
        city: 'Berlin',
        stateCode: 'BE',
        postalCode: '10178',
      }),
    ).toEqual(['Alexanderplatz 9', 'Berlin, BE 10178']);
    expect(addressLines({ id: 'x', name: 'X', city: 'Berlin' })).toEqual(['Berlin']);
  });

  it('rounds coordinates to 3 decimals', () => {
    expect(roundCoordinate(52.521987)).toBe(52.522);
    expect(roundCoordinate(-122.33449)).toBe(-122.334);
  });
});

describe('the chosen store in localStorage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    } as unknown as Storage;
    return { map, storage: () => storage };
  };
  const logger = () => ({ warn: vi.fn() });

  it('is kept per site under ridgeline-selected-store:{siteId} as {id, name, inventoryId}', () => {
    const { map, storage } = memory();
    expect(selectedStoreKey('RidgelineUS')).toBe('ridgeline-selected-store:RidgelineUS');
    expect(
      writeSelectedStore(storage, 'RidgelineUS', {
        id: 'de-potsdam',
        name: 'Ridgeline Potsdam',
        inventoryId: 'inventory_de_011',
        phone: '1',
        distance: 3,
      } as never),
    ).toBe(true);
    expect(JSON.parse(map.get('ridgeline-selected-store:RidgelineUS')!)).toEqual({
      id: 'de-potsdam',
      name: 'Ridgeline Potsdam',
      inventoryId: 'inventory_de_011',
    });
    expect(readSelectedStore(storage, 'RidgelineUS')).toEqual({
      id: 'de-potsdam',
      name: 'Ridgeline Potsdam',
      inventoryId: 'inventory_de_011',
    });
    expect(readSelectedStore(storage, 'OtherSite')).toBeUndefined();
  });

  it('removes a corrupted value and logs it', () => {
    for (const bad of [
      '{not json',
      '"a string"',
      '{"id":42,"name":"x"}',
      '{"name":"no id"}',
      '{"id":"a","name":"b","inventoryId":7}',
    ]) {
      const { map, storage } = memory();
      map.set(selectedStoreKey('S'), bad);
      const log = logger();
      expect(readSelectedStore(storage, 'S', log)).toBeUndefined();
      expect(map.has(selectedStoreKey('S'))).toBe(false);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"event":"store-storage-corrupted"'));
    }
  });

  it('logs and ignores storage that refuses access', () => {
    const log = logger();
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readSelectedStore(blocked, 'S', log)).toBeUndefined();
    expect(writeSelectedStore(blocked, 'S', { id: 'a', name: 'b' }, log)).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]![0]).toContain('"event":"store-storage-failed"');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeSelectedStore(() => full, 'S', { id: 'a', name: 'b' }, log)).toBe(false);
  });
});
