/**
 * `GET /__ridgeline/visitor?locale=…`: what the overlays must know about this visitor and cannot read from public,
 * cached HTML: whether the request says do-not-track (`Sec-GPC` / `DNT`), and the country selector's overlay for the
 * visitor's country. The country comes from a request header set by a trusted proxy or CDN (`VISITOR_COUNTRY_HEADER`,
 * default `CF-IPCountry, X-Country-Code`); the answer depends on the request, so it is `private, no-store` and the
 * pages themselves stay the same for every visitor (no `Vary`). The browser asks once per session.
 */
import { verifyCountry, type GuestTokenSource } from '@ridgeline/commerce/server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { shopLocale, urls } from '../../../platform/urls';
import { requestDoNotTrack } from '../../../platform/request/doNotTrack.server';
import type { CountryOverlay } from '@ridgeline/renderer';
import { visitorCountry } from '@ridgeline/renderer/server';
import { DEFAULT_VISITOR_COUNTRY_HEADERS, envFrom, type RawEnv } from '../../../platform/env.server';
import { log, messageOf } from '../../../platform/log.server';

export interface VisitorAnswer {
  doNotTrack: boolean;
  countryOverlay: CountryOverlay | null;
}

export { DEFAULT_VISITOR_COUNTRY_HEADERS } from '../../../platform/env.server';
/** The headers a visitor's country is read from, first found wins (`VISITOR_COUNTRY_HEADER`, comma-separated). */
export function visitorCountryHeaders(env?: RawEnv): string[] {
  const names = envFrom(env).VISITOR_COUNTRY_HEADER;
  return names.length > 0 ? [...names] : [...DEFAULT_VISITOR_COUNTRY_HEADERS];
}

/** A locale this shop serves links to its home page (`urls.ts`); others only by the address the API gave. */
export const servedLocaleHref = (id: string): string | undefined => {
  const served = shopLocale(id);
  return served ? urls.home(served.id) : undefined;
};

/**
 * The answer for one request (its site-API calls with the app's guest session, `tokens`); a failed verify call is
 * logged and means "no overlay".
 */
export async function visitorAnswer(request: Request, tokens: GuestTokenSource): Promise<VisitorAnswer> {
  const doNotTrack = requestDoNotTrack(request.headers);
  const country = visitorCountry(request.headers, visitorCountryHeaders());
  const requested = new URL(request.url).searchParams.get('locale') ?? '';
  const locale = shopLocale(requested)?.id ?? getCommerceConfig().locale;
  let countryOverlay: CountryOverlay | null = null;
  if (country) {
    try {
      countryOverlay = await verifyCountry(getCommerceConfig(), locale, country, tokens, servedLocaleHref);
    } catch (error) {
      log.warn({ event: 'country-verify-failed' }, messageOf(error));
    }
  }
  return { doNotTrack, countryOverlay };
}
