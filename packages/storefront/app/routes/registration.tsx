import { data, redirect } from 'react-router';
import type { Route } from './+types/registration';
import { registeredShopper, registrationAction } from '../account/actions.server';
import { AccountPage, RegistrationFormView } from '../account/AccountForms';
import { accountDeps, PERSONAL_HEADERS } from '../account/deps.server';
import { safeRedirect } from '../account/redirect';
import { ISLANDS_HANDLE } from '../lib/document';
import { SITE_NAME } from '../lib/seo';
import { urls } from '../lib/urls';

/** `/registration`: a basic account creation form (plain POST; an islands document with no island). Personal, like `/login`. */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta() {
  return [{ title: `Create An Account | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  // a signed-in shopper has an account: the sign-in page shows who they are
  if (registeredShopper(request)) throw redirect(urls.login(), { status: 303, headers: PERSONAL_HEADERS });
  const redirectParam = new URL(request.url).searchParams.get('redirectUrl');
  return { redirectUrl: redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined };
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await registrationAction(request, accountDeps());
  if ('response' in outcome) return outcome.response;
  return data(outcome.problem, { status: outcome.problem.status, headers: PERSONAL_HEADERS });
}

export default function RegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage titleId="registration-title" title="Create An Account">
      <RegistrationFormView problem={actionData} redirectUrl={loaderData.redirectUrl} />
    </AccountPage>
  );
}
