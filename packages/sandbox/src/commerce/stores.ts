import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distance } from '@turf/distance';
import { Hono } from 'hono';
import type { AuthService } from './auth.js';
import { defaultCatalogDir } from './catalog.js';
import type { CommerceConfig } from './config.js';
import { badRequest, parseIntParam, scapiRoute } from './errors.js';
import { checkRequest } from './shopper-api.js';

/**
 * Shopper Stores (`/store/shopper-stores/v1`) over the demo stores of `catalog/stores.json`:
 *   GET …/organizations/{org}/store-search?siteId&countryCode&postalCode | latitude&longitude
 *       &maxDistance&distanceUnit&limit&offset&locale → `{ limit, offset, total, data? }`
 *   GET …/organizations/{org}/stores?siteId&ids=a,b → `{ limit, total, data }`
 * A postal code is turned into coordinates by `catalog/postal-codes.json` (the sandbox's stand-in for Business
 * Manager's geolocation mappings); distances are great-circle (haversine) from there, nearest first.
 */

export interface DemoStore {
  id: string;
  name: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email?: string;
  /** HTML, as Business Manager keeps it */
  storeHours: string;
  inventoryId: string;
  posEnabled: boolean;
  /** false: the store exists (pickup, inventory) but never shows in a store search */
  storeLocatorEnabled: boolean;
}

type LatLon = [latitude: number, longitude: number];

interface CountryPostalCodes {
  /** how many leading characters name a code's region (DE: 2, the Leitregion; US: 3, the ZIP's sectional centre) */
  regionDigits: number;
  codes: Record<string, LatLon>;
  regions: Record<string, LatLon>;
}

export type PostalCodeTable = Record<string, CountryPostalCodes>;

export type DistanceUnit = 'km' | 'mi';

/** SCAPI's defaults and bounds for `store-search`. */
export const STORE_SEARCH_LIMITS = {
  defaultLimit: 25,
  maxLimit: 200,
  defaultMaxDistance: 100,
  defaultUnit: 'km' as DistanceUnit,
} as const;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function loadStores(dir: string = defaultCatalogDir): { stores: DemoStore[]; postalCodes: PostalCodeTable } {
  const table = readJson<Record<string, unknown>>(path.join(dir, 'postal-codes.json'));
  const postalCodes = Object.fromEntries(
    Object.entries(table).filter(([key]) => /^[A-Z]{2}$/.test(key)),
  ) as PostalCodeTable;
  return { stores: readJson<DemoStore[]>(path.join(dir, 'stores.json')), postalCodes };
}

/**
 * The coordinates of a postal code in a country: the code itself when the table knows it, else its region (the
 * leading digits), else undefined. Spaces are ignored; a US ZIP+4 counts by its first five digits.
 */
export function locatePostalCode(table: PostalCodeTable, countryCode: string, postalCode: string): LatLon | undefined {
  const country = table[countryCode.toUpperCase()];
  if (!country) return undefined;
  let code = postalCode.replace(/\s+/g, '').toUpperCase();
  if (countryCode.toUpperCase() === 'US') code = code.replace(/^(\d{5})-?\d{4}$/, '$1');
  if (Object.hasOwn(country.codes, code)) return country.codes[code];
  const region = code.slice(0, country.regionDigits);
  return region.length === country.regionDigits && Object.hasOwn(country.regions, region)
    ? country.regions[region]
    : undefined;
}

/** Great-circle distance between two points, in `unit`, by the haversine formula (turf). */
export function greatCircleDistance(from: LatLon, to: LatLon, unit: DistanceUnit): number {
  // turf takes GeoJSON order: [longitude, latitude]
  return distance([from[1], from[0]], [to[1], to[0]], { units: unit === 'mi' ? 'miles' : 'kilometers' });
}

export interface StoreSearchQuery {
  origin: LatLon;
  maxDistance: number;
  unit: DistanceUnit;
}

/** Every store within `maxDistance` of the origin that shows in store searches, nearest first (then by id). */
export function storesNear(
  stores: readonly DemoStore[],
  query: StoreSearchQuery,
): { store: DemoStore; distance: number }[] {
  return stores
    .filter((store) => store.storeLocatorEnabled)
    .map((store) => ({
      store,
      distance: greatCircleDistance(query.origin, [store.latitude, store.longitude], query.unit),
    }))
    .filter((hit) => hit.distance <= query.maxDistance)
    .sort((a, b) => a.distance - b.distance || a.store.id.localeCompare(b.store.id));
}

/** A store as Shopper Stores answers it: the demo record with, in a search, its distance (2 decimals). */
function serializeStore(store: DemoStore, hit?: { distance: number; unit: DistanceUnit }) {
  return {
    ...store,
    ...(hit ? { distance: Math.round(hit.distance * 100) / 100, distanceUnit: hit.unit } : {}),
    c_storeType: 'retail',
  };
}

function parseCoordinate(name: 'latitude' | 'longitude', raw: string | undefined, bound: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || Math.abs(value) > bound) {
    throw badRequest(
      'value-out-of-range',
      'Value Out Of Range',
      `Parameter "${name}" must be a number from -${bound} to ${bound}, got "${raw}".`,
    );
  }
  return value;
}

export interface StoresApiOptions {
  stores?: readonly DemoStore[];
  postalCodes?: PostalCodeTable;
}

export function createStoresApi(config: CommerceConfig, auth: AuthService, options: StoresApiOptions = {}): Hono {
  const loaded = options.stores && options.postalCodes ? undefined : loadStores();
  const stores = options.stores ?? loaded!.stores;
  const postalCodes = options.postalCodes ?? loaded!.postalCodes;
  const app = new Hono();
  const base = '/store/shopper-stores/v1/organizations/:org';

  app.get(
    `${base}/store-search`,
    scapiRoute((c) => {
      checkRequest(c, config, auth);
      const q = (name: string) => c.req.query(name);
      const unitRaw = q('distanceUnit') || STORE_SEARCH_LIMITS.defaultUnit;
      if (unitRaw !== 'km' && unitRaw !== 'mi') {
        throw badRequest(
          'invalid-parameter',
          'Invalid Parameter',
          `Parameter "distanceUnit" must be "km" or "mi", got "${unitRaw}".`,
        );
      }
      const unit: DistanceUnit = unitRaw;
      const maxDistanceRaw = q('maxDistance');
      const maxDistance =
        maxDistanceRaw === undefined || maxDistanceRaw === ''
          ? STORE_SEARCH_LIMITS.defaultMaxDistance
          : Number(maxDistanceRaw);
      if (!Number.isFinite(maxDistance) || maxDistance <= 0) {
        throw badRequest(
          'value-out-of-range',
          'Value Out Of Range',
          `Parameter "maxDistance" must be a positive number, got "${maxDistanceRaw}".`,
        );
      }
      const limit = parseIntParam(
        'limit',
        q('limit'),
        STORE_SEARCH_LIMITS.defaultLimit,
        1,
        STORE_SEARCH_LIMITS.maxLimit,
      );
      const offset = parseIntParam('offset', q('offset'), 0, 0, Number.MAX_SAFE_INTEGER);
      const latitude = parseCoordinate('latitude', q('latitude'), 90);
      const longitude = parseCoordinate('longitude', q('longitude'), 180);
      const countryCode = q('countryCode') ?? '';
      const postalCode = q('postalCode') ?? '';
      let origin: LatLon | undefined;
      if (latitude !== undefined || longitude !== undefined) {
        // Coordinates win: country and postal code are then ignored, as SCAPI documents.
        if (latitude === undefined || longitude === undefined) {
          throw badRequest(
            'missing-parameter',
            'Missing Parameter',
            'Parameters "latitude" and "longitude" must be given together.',
          );
        }
        origin = [latitude, longitude];
      } else if (postalCode) {
        if (!/^[A-Za-z]{2}$/.test(countryCode)) {
          throw badRequest(
            'missing-parameter',
            'Missing Parameter',
            'Parameter "countryCode" (two letters) is required when a "postalCode" is given.',
          );
        }
        // A postal code the geolocation mappings do not know finds no stores (an empty result, not an error).
        origin = locatePostalCode(postalCodes, countryCode, postalCode);
      } else {
        throw badRequest(
          'missing-parameter',
          'Missing Parameter',
          'Either "latitude" and "longitude" or "countryCode" and "postalCode" are required.',
        );
      }
      const hits = origin ? storesNear(stores, { origin, maxDistance, unit }) : [];
      const page = hits
        .slice(offset, offset + limit)
        .map((hit) => serializeStore(hit.store, { distance: hit.distance, unit }));
      // SCAPI leaves `data` out of an empty result.
      return { limit, offset, total: hits.length, ...(page.length ? { data: page } : {}) };
    }),
  );

  app.get(
    `${base}/stores`,
    scapiRoute((c) => {
      checkRequest(c, config, auth);
      const ids = (c.req.query('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0)
        throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "ids" is missing.');
      if (ids.length > 50)
        throw badRequest('value-out-of-range', 'Value Out Of Range', 'Parameter "ids" takes at most 50 ids.');
      const data = ids.flatMap((id) => {
        const store = stores.find((s) => s.id === id);
        return store ? [serializeStore(store)] : [];
      });
      return { limit: ids.length, total: data.length, data };
    }),
  );
  return app;
}
