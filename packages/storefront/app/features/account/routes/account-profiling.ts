import type { Route } from './+types/account-profiling';
import { requestContextOf } from '../../../platform/request/context.server';
import { profilingEnabled } from '../pages/profile.server';
import { profilingEndpoint } from '../pages/profiling/endpoint.server';

/**
 * `GET`/`POST /account/profiling`: the profiling drawer's endpoint (see `account/pages/profiling/endpoint.server.ts`).
 * @caching private
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return profilingEndpoint(request, requestContextOf({ request, context }).commerce.profile, profilingEnabled());
}

export function action({ request, context }: Route.ActionArgs) {
  return profilingEndpoint(request, requestContextOf({ request, context }).commerce.profile, profilingEnabled());
}
