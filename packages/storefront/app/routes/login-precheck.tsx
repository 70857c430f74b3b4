import { precheckAction } from '../account/actions.server';
import { accountDeps, PERSONAL_HEADERS } from '../account/deps.server';
import { urls, withParams } from '../lib/urls';

/** `POST /login/precheck`: the e-mail step of the dialog (JSON) and of `/login` (303 to the next view). See account/actions.server.ts. */
export async function action({ request }: { request: Request }) {
  const outcome = await precheckAction(request, accountDeps());
  if (outcome instanceof Response) return outcome;
  // the e-mail step again, with its message (the sign-in page reads it from the address)
  const email = String(outcome.problem.values.email ?? '');
  return new Response(null, { status: 303, headers: { ...PERSONAL_HEADERS, Location: withParams(urls.login(), new URLSearchParams({ invalid: '1', ...(email ? { typed: email.slice(0, 100) } : {}) })) } });
}

/** Nothing to show: a GET goes to the sign-in page. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.login(), 'Cache-Control': 'no-store' } });
}
