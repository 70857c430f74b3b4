import type { Route } from './+types/account-profiling';
import { profileDeps } from '../account/pages/deps.server';
import { profilingEnabled } from '../account/pages/profile.server';
import { profilingEndpoint } from '../account/pages/profiling/endpoint.server';

/** `GET`/`POST /account/profiling`: the profiling drawer's endpoint (see `account/pages/profiling/endpoint.server.ts`). */
export function loader({ request }: Route.LoaderArgs) {
  return profilingEndpoint(request, profileDeps(), profilingEnabled());
}

export function action({ request }: Route.ActionArgs) {
  return profilingEndpoint(request, profileDeps(), profilingEnabled());
}
