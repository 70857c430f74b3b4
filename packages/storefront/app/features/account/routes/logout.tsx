import { logoutAction } from '../actions.server';
import { urls } from '../../../platform/urls';
import { requestContextOf } from '../../../platform/request/context.server';
import type { Route } from './+types/logout';

/**
 * `POST /logout`: the sign-out form (see `account/actions.server.ts`).
 * @caching private
 */
export function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, requestContextOf({ request, context }).commerce.account);
}

/** Nothing to show here: a GET goes home (signing out only by a same-site POST). */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.home(), 'Cache-Control': 'no-store' } });
}
