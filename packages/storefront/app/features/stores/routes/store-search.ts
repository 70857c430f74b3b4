import type { Route } from './+types/store-search';
import { storeSearchResponse } from '../storeLocator.server';

/**
 * `/__ridgeline/stores` (resource route): the store locator island's search as JSON (`stores/storeLocator.server.ts`).
 * @caching public (a refused or failed search `no-store`)
 */
export function loader({ request }: Route.LoaderArgs) {
  return storeSearchResponse(request);
}
