import { logoutAction } from '../account/actions.server';
import { urls } from '../lib/urls';

/** `POST /logout`: the sign-out form (see `account/actions.server.ts`). */
export function action({ request }: { request: Request }) {
  return logoutAction(request);
}

/** Nothing to show here: a GET goes home (signing out only by a same-site POST). */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.home(), 'Cache-Control': 'no-store' } });
}
