import type { Route } from './+types/recommendations';
import { appContextOf } from '../../../platform/request/appContext.server';
import { recommendationsResponse } from '../recommendations/recommendations.server';

/**
 * `/__ridgeline/recommendations` (resource route): recommended products as tile view models (JSON) for the product
 * page's recommendations island; see `shop/recommendations/recommendations.server.ts`. Its locale is its `?locale=`
 * (the island's page), not a path prefix: the app context's registry is asked for that locale's clients.
 * @caching public
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { commerce } = appContextOf(context);
  return recommendationsResponse(request, { commerce: (locale) => commerce.forLocale(locale).commerce });
}
