/**
 * What the storefront's `/__ridgeline/visitor` reads on the server: the visitor's country from a trusted proxy's
 * header, and the country selector's overlay from the country verify answer (unsafe or unusable parts dropped).
 */
import type { CountryChoice, CountryLocaleChoice, CountryOverlay } from './country';
import { countryCode, overlaySafeUrl } from './rules';

/** Values proxies send when they do not know the country (Cloudflare: unknown, Tor). */
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1']);

/** The visitor's country from the first of these headers that holds a two-letter code. */
export function visitorCountry(headers: Headers, names: readonly string[]): string | undefined {
  for (const name of names) {
    const code = countryCode(headers.get(name)?.trim());
    if (code && !UNKNOWN_COUNTRIES.has(code)) return code;
  }
  return undefined;
}

/** The storefront's home page of a locale it serves (undefined for any other locale). */
export type ServedLocaleHref = (localeId: string) => string | undefined;

function localeChoice(locale: unknown, servedHref: ServedLocaleHref): CountryLocaleChoice | undefined {
  if (!locale || typeof locale !== 'object') return undefined;
  const { id, name, url } = locale as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  // A locale this shop serves is linked like every internal page; another site only by an absolute http(s) address.
  const served = servedHref(id);
  const external = overlaySafeUrl(url);
  const href = served ?? (external && !external.startsWith('/') ? external : undefined);
  return href ? { id, name, href } : undefined;
}

function countryChoice(
  country: unknown,
  flagsIconUrl: string | undefined,
  servedHref: ServedLocaleHref,
): CountryChoice | undefined {
  if (!country || typeof country !== 'object') return undefined;
  const c = country as Record<string, unknown>;
  const code = countryCode(c.countryCode);
  if (!code || typeof c.name !== 'string') return undefined;
  return {
    countryCode: code,
    name: c.name,
    translatedName: typeof c.translatedName === 'string' && c.translatedName ? c.translatedName : c.name,
    ecommerceEnabled: c.ecommerceEnabled === true,
    locales: (Array.isArray(c.locales) ? c.locales : [])
      .map((locale) => localeChoice(locale, servedHref))
      .filter((l): l is CountryLocaleChoice => l !== undefined),
    ...(flagsIconUrl ? { flagUrl: `${flagsIconUrl}${code.toLowerCase()}.svg` } : {}),
  };
}

/** The verify call's answer as the modal needs it; null when it has no overlay details (or they are unusable). */
export function countryOverlayOf(answer: unknown, servedHref: ServedLocaleHref): CountryOverlay | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  const details = a.overlayDetails as Record<string, unknown> | null | undefined;
  if (!details || typeof details !== 'object') return null;
  const flags = overlaySafeUrl(a.flagsIconUrl);
  const flagsBase = flags && !flags.startsWith('/') ? (flags.endsWith('/') ? flags : `${flags}/`) : undefined;
  const homeCountry = countryChoice(details.homeCountry, flagsBase, servedHref);
  const visitingCountry = countryChoice(details.visitingCountry, flagsBase, servedHref);
  if (!homeCountry || !visitingCountry) return null;
  const viewAll = overlaySafeUrl(a.viewAllCountriesUrl);
  return {
    modalTitle:
      typeof a.modalTitle === 'string' && a.modalTitle.trim()
        ? a.modalTitle.trim()
        : `Shopping from ${visitingCountry.translatedName}?`,
    homeCountry,
    visitingCountry,
    ...(viewAll ? { viewAllCountriesUrl: viewAll } : {}),
  };
}
