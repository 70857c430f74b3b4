import type { Route } from './+types/search-suggestions';
import { quickSearchResponse } from '@ridgeline/commerce/server';
import { envFrom } from '../../../platform/env.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { shopLocale } from '../../../platform/urls';

/**
 * `/__ridgeline/search-suggestions?q=` (resource route): the header search's quick results as JSON (phrases,
 * categories, content pages, products, did-you-mean); see @ridgeline/commerce's `quickSearch.server.ts`.
 * @caching public (tagged with what it suggests; `no-store` when the product search failed)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return quickSearchResponse(
    request,
    requestContextOf({ request, context }).commerce.quickSearch,
    (aliasOrId) => shopLocale(aliasOrId)?.id,
    envFrom(),
  );
}
