import { data } from 'react-router';
import type { Route } from './+types/passwordless-login-callback';
import { AccountPage } from '../account/AccountForms';
import { PERSONAL_HEADERS } from '../account/deps.server';
import { passwordlessLanding } from '../account/recovery/actions.server';
import { recoveryDeps } from '../account/recovery/deps.server';
import { LandingProblemView } from '../account/recovery/RecoveryForms';
import { signInWithTokens } from '../account/recovery/signIn.server';
import { ISLANDS_HANDLE } from '../lib/document';
import { SITE_NAME } from '../lib/seo';
import { urls } from '../lib/urls';

/** `/passwordless-login-callback?token=…&redirectUrl=…`: the passwordless link's landing signs the shopper in and sends them on. */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return { ...PERSONAL_HEADERS, 'Referrer-Policy': 'strict-origin' };
}

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await passwordlessLanding(request, recoveryDeps(), signInWithTokens);
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status, headers: PERSONAL_HEADERS });
}

export default function PasswordlessLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage titleId="passwordless-landing-title" title="Sign In">
      <LandingProblemView message={loaderData.formError} retry={{ href: urls.login(undefined), label: 'Back to Sign In' }} />
    </AccountPage>
  );
}
