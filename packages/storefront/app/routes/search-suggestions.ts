import type { Route } from './+types/search-suggestions';
import { quickSearchResponse } from '../shell/search/quickSearch.server';

/**
 * `/__ridgeline/search-suggestions?q=` (resource route): the header search's quick results as JSON (phrases,
 * categories, content pages, products, did-you-mean); see `shell/search/quickSearch.server.ts`.
 */
export function loader({ request }: Route.LoaderArgs) {
  return quickSearchResponse(request);
}
