import { data, redirect } from 'react-router';
import type { Route } from './+types/login-passwordless';
import { AccountPage } from '../account/AccountForms';
import { PERSONAL_HEADERS } from '../account/deps.server';
import { passwordlessRequestAction, wantsJson } from '../account/recovery/actions.server';
import { recoveryDeps } from '../account/recovery/deps.server';
import { clientAddressOf } from '../request/clientAddress.server';
import { retryAfterHeaders } from '../account/rateLimits.server';
import { LandingProblemView, RecoveryAlert } from '../account/recovery/RecoveryForms';
import { ISLANDS_HANDLE } from '../lib/document';
import { SITE_NAME } from '../lib/seo';
import { urls } from '../lib/urls';

/**
 * `POST /login/passwordless` (email, redirectUrl): mails the passwordless link. The dialog asks for JSON; a plain form
 * post gets the "check your email" page (or the reason it could not be sent).
 */
export const handle = ISLANDS_HANDLE;

/**
 * The dialog's JSON answer (`Accept: application/json`): a route action's Response would be rendered into the page on
 * a document request, so the post is answered here, before any rendering.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'POST' || !wantsJson(request)) return next();
    const outcome = await passwordlessRequestAction(request, recoveryDeps(), { clientAddress: clientAddressOf(context) });
    if ('response' in outcome) return outcome.response;
    // (the action answers JSON itself for a JSON post; this is only the type's other arms)
    return Response.json({ ok: false }, { status: 500 });
  },
];

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Nothing to show without a form post: the sign-in page (after a post the action's answer is the page). */
export function loader({ request }: Route.LoaderArgs) {
  if (request.method === 'GET') return redirect(urls.login(undefined), { headers: PERSONAL_HEADERS });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await passwordlessRequestAction(request, recoveryDeps(), { clientAddress: clientAddressOf(context) });
  if ('response' in outcome) return outcome.response;
  if ('sent' in outcome) return data({ sent: outcome.sent.message, formError: undefined }, { headers: PERSONAL_HEADERS });
  const formError = outcome.problem.formError ?? outcome.problem.errors.email ?? '';
  return data({ sent: undefined, formError }, { status: outcome.problem.status, headers: { ...PERSONAL_HEADERS, ...retryAfterHeaders(outcome.problem.retryAfterS) } });
}

export default function PasswordlessRequestRoute({ actionData }: Route.ComponentProps) {
  return (
    <AccountPage titleId="passwordless-title" title="Check your email">
      {actionData?.sent ? (
        <RecoveryAlert tone="success" message={actionData.sent} />
      ) : (
        <LandingProblemView message={actionData?.formError ?? ''} retry={{ href: urls.login(undefined), label: 'Back to Sign In' }} />
      )}
    </AccountPage>
  );
}
