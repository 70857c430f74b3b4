/**
 * The country selector's data as the browser gets it (links already resolved on the server), and the
 * cookie a choice sets (the storefront's docs/behaviour/shell.md#overlays-and-offline).
 */
import { countryCookieString, countryOfLocale } from './rules';

export interface CountryLocaleChoice {
  id: string;
  name: string;
  /** A storefront path for a locale this shop serves, else the other site's http(s) address. */
  href: string;
}

export interface CountryChoice {
  countryCode: string;
  name: string;
  translatedName: string;
  ecommerceEnabled: boolean;
  locales: CountryLocaleChoice[];
  /** The decorative flag icon, when the API gave an icon base. */
  flagUrl?: string;
}

export interface CountryOverlay {
  modalTitle: string;
  homeCountry: CountryChoice;
  visitingCountry: CountryChoice;
  viewAllCountriesUrl?: string;
}

function secure(): boolean {
  return window.location.protocol === 'https:';
}

/** Choosing a country (or one of its locales) keeps that country for 30 days; the link then navigates. */
export function rememberCountry(country: string): void {
  document.cookie = countryCookieString(country, secure());
}

/** Closing the selector keeps the country of the page's locale, so it does not open again for 30 days. */
export function keepLocaleCountry(locale: string): void {
  const country = countryOfLocale(locale);
  if (country) rememberCountry(country);
}
