/** The shipping address's fields and the countries the demo store ships to (browser-safe; the form and its checks). */

/** The countries the demo store ships to. */
export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Postal codes per country: a US ZIP (12345 or 12345-6789) and a Canadian postal code (A1A 1A1, the space optional). */
export const POSTAL_CODE_PATTERNS: Readonly<Record<ShippingCountry, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

/** The address form's fields, in the form's order (the basket's address fields). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
