import type { Route } from './+types/block-data';
import { blockDataResponse } from '../lib/blockData.server';

/**
 * `/__ridgeline/block-data` (resource route): a block's loader data as JSON for the renderer's queries in the browser
 * (see `lib/blockData.server.ts`). GET by delivery id; POST a model in preview.
 */
export function loader({ request }: Route.LoaderArgs) {
  return blockDataResponse(request);
}

export function action({ request }: Route.ActionArgs) {
  return blockDataResponse(request);
}
