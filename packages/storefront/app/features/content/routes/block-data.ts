import type { Route } from './+types/block-data';
import { blockDataResponse } from '../../../platform/request/blockData.server';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `/__ridgeline/block-data` (resource route): a block's loader data as JSON for the renderer's queries in the browser
 * (see `request/blockData.server.ts`). GET by delivery id; POST a model in preview.
 * @caching public (`no-store` with a toolkit context, in preview and on failure)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return blockDataResponse(request, requestContextOf({ request, context }));
}

export function action({ request, context }: Route.ActionArgs) {
  return blockDataResponse(request, requestContextOf({ request, context }));
}
