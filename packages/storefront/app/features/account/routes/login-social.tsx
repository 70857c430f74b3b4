import { data } from 'react-router';
import type { Route } from './+types/login-social';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS } from '../deps.server';
import { socialLoginStart } from '../recovery/actions.server';
import { LandingProblemView } from '../recovery/RecoveryForms';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { SITE_NAME } from '../../../platform/seo';
import { urls } from '../../../platform/urls';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `GET /login/social/:provider?redirectUrl=…` (apple, google): off to the identity provider, or the reason it cannot be.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const outcome = await socialLoginStart(
    request,
    params.provider,
    requestContextOf({ request, context }).commerce.recovery,
  );
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status, headers: PERSONAL_HEADERS });
}

export default function SocialLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage titleId="social-login-title" title="Sign In">
      <LandingProblemView
        message={loaderData.formError}
        retry={{ href: urls.login(undefined), label: 'Back to Sign In' }}
      />
    </AccountPage>
  );
}
