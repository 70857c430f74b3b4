import type { Route } from './+types/recommendations';
import { recommendationsResponse } from '../shop/recommendations/recommendations.server';

/**
 * `/__ridgeline/recommendations` (resource route): recommended products as tile view models (JSON) for the product
 * page's recommendations island; see `shop/recommendations/recommendations.server.ts`.
 */
export function loader({ request }: Route.LoaderArgs) {
  return recommendationsResponse(request);
}
