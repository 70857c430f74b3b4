/**
 * The store locator's settings (the storefront's docs/behaviour/store-locator.md). One object, so a site can change its countries
 * or radius in one place; the page and its island read nothing else.
 */
export interface StoreLocatorCountry {
  countryCode: string;
  countryName: string;
}

export interface StoreLocatorConfig {
  enabled: boolean;
  /** The countries the shopper may pick; empty → no country select, `defaultCountryCode` is searched. */
  supportedCountries: readonly StoreLocatorCountry[];
  defaultCountryCode: string;
  defaultCountry: string;
  defaultPostalCode: string;
  /** The search radius, in `radiusUnit` (Shopper Stores `maxDistance` / `distanceUnit`). */
  radius: number;
  radiusUnit: 'km' | 'mi';
  /** Stores shown at first, and added by each Load More. */
  pageSize: number;
  /** Stores asked for in one search (`limit`), and the most ever shown. */
  maxStores: number;
}

export const STORE_LOCATOR_CONFIG: StoreLocatorConfig = Object.freeze({
  enabled: true,
  supportedCountries: Object.freeze([
    { countryCode: 'US', countryName: 'United States' },
    { countryCode: 'DE', countryName: 'Germany' },
  ]),
  defaultCountryCode: 'DE',
  defaultCountry: 'Germany',
  defaultPostalCode: '10178',
  radius: 100,
  radiusUnit: 'km',
  pageSize: 10,
  maxStores: 200,
});
