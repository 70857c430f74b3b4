import { data } from 'react-router';
import type { Route } from './+types/login';
import { loginAction, registeredShopper } from '../account/actions.server';
import { AccountPage, LoginFormView, SignedInView } from '../account/AccountForms';
import { accountDeps, PERSONAL_HEADERS } from '../account/deps.server';
import { safeRedirect } from '../account/redirect';
import { ISLANDS_HANDLE } from '../lib/document';
import { SITE_NAME } from '../lib/seo';

/**
 * `/login`: the sign-in page (an islands document with no island: the form is a plain POST). Personal: it greets a
 * signed-in shopper by name, so it is `private, no-store` and never in the render cache. See docs/behaviour/accounts.md.
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  const redirectParam = new URL(request.url).searchParams.get('redirectUrl');
  const redirectUrl = redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined;
  return { shopper: registeredShopper(request) ?? null, redirectUrl };
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await loginAction(request, accountDeps());
  if ('response' in outcome) return outcome.response;
  return data(outcome.problem, { status: outcome.problem.status, headers: PERSONAL_HEADERS });
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.shopper) {
    return (
      <AccountPage titleId="login-title" title="My Account">
        <SignedInView firstName={loaderData.shopper.firstName} />
      </AccountPage>
    );
  }
  return (
    <AccountPage titleId="login-title" title="Sign In">
      <LoginFormView problem={actionData} redirectUrl={loaderData.redirectUrl} />
    </AccountPage>
  );
}
