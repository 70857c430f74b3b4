/**
 * `GET /__ridgeline/visitor?locale=…`: what the overlays must know about this visitor and cannot read from public,
 * cached HTML: whether the request says do-not-track (`Sec-GPC` / `DNT`), and the country selector's overlay for the
 * visitor's country. The country comes from a request header set by a trusted proxy or CDN (`VISITOR_COUNTRY_HEADER`,
 * default `CF-IPCountry, X-Country-Code`); the answer depends on the request, so it is `private, no-store` and the
 * pages themselves stay the same for every visitor (no `Vary`). The browser asks once per session.
 */
import type { GuestTokenSource } from '@ridgeline/commerce/server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { shopLocale, urls } from '../../../platform/urls';
import { requestDoNotTrack } from '../../../platform/request/doNotTrack.server';
import type { CountryChoice, CountryLocaleChoice, CountryOverlay } from './country';
import { countryCode, safeUrl } from './rules';
import { getSiteApi, siteApiCache } from './siteApi.server';
import { DEFAULT_VISITOR_COUNTRY_HEADERS, envFrom, type RawEnv } from '../../../platform/env.server';
import { log, messageOf } from '../../../platform/log.server';

export interface VisitorAnswer {
  doNotTrack: boolean;
  countryOverlay: CountryOverlay | null;
}

export { DEFAULT_VISITOR_COUNTRY_HEADERS } from '../../../platform/env.server';
/** Values proxies send when they do not know the country (Cloudflare: unknown, Tor). */
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1']);

/** The headers a visitor's country is read from, first found wins (`VISITOR_COUNTRY_HEADER`, comma-separated). */
export function visitorCountryHeaders(env?: RawEnv): string[] {
  const names = envFrom(env).VISITOR_COUNTRY_HEADER;
  return names.length > 0 ? [...names] : [...DEFAULT_VISITOR_COUNTRY_HEADERS];
}

/** The visitor's country from the first configured header that holds a two-letter code. */
export function visitorCountry(
  headers: Headers,
  names: readonly string[] = visitorCountryHeaders(),
): string | undefined {
  for (const name of names) {
    const code = countryCode(headers.get(name)?.trim());
    if (code && !UNKNOWN_COUNTRIES.has(code)) return code;
  }
  return undefined;
}

function localeChoice(locale: unknown): CountryLocaleChoice | undefined {
  if (!locale || typeof locale !== 'object') return undefined;
  const { id, name, url } = locale as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  // A locale this shop serves is linked like every internal page; another site only by an absolute http(s) address.
  const served = shopLocale(id);
  const external = safeUrl(url);
  const href = served ? urls.home(served.id) : external && !external.startsWith('/') ? external : undefined;
  return href ? { id, name, href } : undefined;
}

function countryChoice(country: unknown, flagsIconUrl: string | undefined): CountryChoice | undefined {
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
      .map(localeChoice)
      .filter((l): l is CountryLocaleChoice => l !== undefined),
    ...(flagsIconUrl ? { flagUrl: `${flagsIconUrl}${code.toLowerCase()}.svg` } : {}),
  };
}

/** The verify call's answer as the modal needs it; null when it has no overlay details (or they are unusable). */
export function countryOverlayOf(answer: unknown): CountryOverlay | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  const details = a.overlayDetails as Record<string, unknown> | null | undefined;
  if (!details || typeof details !== 'object') return null;
  const flags = safeUrl(a.flagsIconUrl);
  const flagsBase = flags && !flags.startsWith('/') ? (flags.endsWith('/') ? flags : `${flags}/`) : undefined;
  const homeCountry = countryChoice(details.homeCountry, flagsBase);
  const visitingCountry = countryChoice(details.visitingCountry, flagsBase);
  if (!homeCountry || !visitingCountry) return null;
  const viewAll = safeUrl(a.viewAllCountriesUrl);
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

/** Country verify (custom site API `country`, endpoint `verify`, v1) for a locale and a visiting country; cached. */
export function verifyCountry(
  locale: string,
  country: string,
  tokens: GuestTokenSource,
): Promise<CountryOverlay | null> {
  return siteApiCache.get(`country|${locale}|${country}`, async () =>
    countryOverlayOf(await getSiteApi('country', 'verify', { locale, countryCode: country }, tokens)),
  );
}

/**
 * The answer for one request (its site-API calls with the app's guest session, `tokens`); a failed verify call is
 * logged and means "no overlay".
 */
export async function visitorAnswer(request: Request, tokens: GuestTokenSource): Promise<VisitorAnswer> {
  const doNotTrack = requestDoNotTrack(request.headers);
  const country = visitorCountry(request.headers);
  const requested = new URL(request.url).searchParams.get('locale') ?? '';
  const locale = shopLocale(requested)?.id ?? getCommerceConfig().locale;
  let countryOverlay: CountryOverlay | null = null;
  if (country) {
    try {
      countryOverlay = await verifyCountry(locale, country, tokens);
    } catch (error) {
      log.warn({ event: 'country-verify-failed' }, messageOf(error));
    }
  }
  return { doNotTrack, countryOverlay };
}
