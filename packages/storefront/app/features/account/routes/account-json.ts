import { loginAction, registrationAction } from '../actions.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { requestContextOf } from '../../../platform/request/context.server';
import type { Route } from './+types/account-json';

/**
 * `POST /login/submit` and `POST /registration/submit`: the dialog's posts (`Accept: application/json`). The same
 * actions as the `/login` and `/registration` pages, as resource routes: a page route renders its HTML for any POST,
 * so the JSON answers live here. A form problem answers `{ ok: false, formError?, errors }`, a success `{ ok: true, … }`.
 * @caching private
 */
export async function action({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const json = new Request(request, { headers: new Headers([...request.headers, ['accept', 'application/json']]) });
  const path = new URL(request.url).pathname;
  const guard = { clientAddress: clientAddressOf(context) };
  const { account } = requestContextOf({ request, context }).commerce;
  const outcome = path.startsWith('/registration')
    ? await registrationAction(json, account, Date.now(), guard)
    : await loginAction(json, account, Date.now(), guard);
  if ('response' in outcome) return outcome.response;
  // every problem is answered as JSON by the actions when asked; this is only a guard
  return Response.json(
    { ok: false, errors: outcome.problem.errors, formError: outcome.problem.formError },
    { status: outcome.problem.status, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
