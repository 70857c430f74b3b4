import { precheckAction } from '../actions.server';
import { PERSONAL_HEADERS } from '../deps.server';
import { requestContextOf } from '../../../platform/request/context.server';
import type { Route } from './+types/login-precheck';
import { urls, withParams } from '../../../platform/urls';

/**
 * `POST /login/precheck`: the e-mail step of the dialog (JSON) and of `/login` (303 to the next view). See account/actions.server.ts.
 * @caching private
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await precheckAction(request, requestContextOf({ request, context }).commerce.account);
  if (outcome instanceof Response) return outcome;
  // the e-mail step again, with its message (the sign-in page reads it from the address)
  const email = String(outcome.problem.values.email ?? '');
  return new Response(null, {
    status: 303,
    headers: {
      ...PERSONAL_HEADERS,
      Location: withParams(
        urls.login(),
        new URLSearchParams({ invalid: '1', ...(email ? { typed: email.slice(0, 100) } : {}) }),
      ),
    },
  });
}

/** Nothing to show: a GET goes to the sign-in page. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.login(), 'Cache-Control': 'no-store' } });
}
