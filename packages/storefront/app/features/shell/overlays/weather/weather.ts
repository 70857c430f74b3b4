/** The weather widget's link rules (docs/behaviour/shell.md#overlays-and-offline). */
import { urls } from '../../../../platform/urls';
import { overlaySafeUrl } from '@ridgeline/renderer';
import { pageActivity } from '../../activity/einstein';

/** The default 'view all' search term and the marker its link carries. */
export const WEATHER_DEFAULT_SEARCH = 'sun protection';
export const WEATHER_ICID = 'weather-widget';
/** The Einstein zone the drawer's recommendations come from. */
export const WEATHER_ZONE = 'weather-widget';
export const NO_RECOMMENDATIONS_TEXT = 'No recommendations available.';

function withIcid(query: URLSearchParams): URLSearchParams {
  query.set('icid', WEATHER_ICID);
  return query;
}

/**
 * The drawer's 'view all' link: the slot's `viewAllLink`, else a search for 'sun protection'; always marked
 * `icid=weather-widget`. A search link is rebuilt with `urls.search` (locale prefix included); another path of this
 * site keeps its path; another site's http(s) address is left as it is; anything unsafe falls back to the default.
 */
export function weatherViewAllHref(viewAllLink: unknown, locale: string): string {
  const given = overlaySafeUrl(viewAllLink);
  if (given && !given.startsWith('/')) return given;
  const url = new URL(given ?? '/search', 'http://storefront.invalid');
  const term = url.searchParams.get('q')?.trim();
  if (url.pathname.endsWith('/search') || !given) {
    url.searchParams.delete('q');
    // `q` first, as in the search page's own links.
    return urls.search(
      term || WEATHER_DEFAULT_SEARCH,
      locale,
      withIcid(new URLSearchParams([['q', ''], ...url.searchParams])),
    );
  }
  return `${url.pathname}?${withIcid(url.searchParams)}`;
}

/** The drawer's recommendations: the `weather-widget` zone's, each product linked in the page's locale. */
export function weatherRecommendations() {
  return pageActivity.zoneRecommendations(WEATHER_ZONE, (id, localeId) => urls.product(id, { localeId }));
}
