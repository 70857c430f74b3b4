import { data } from 'react-router';
import type { Route } from './+types/social-callback';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS } from '../deps.server';
import { socialCallback } from '../recovery/actions.server';
import { LandingProblemView } from '../recovery/RecoveryForms';
import { signInWith } from '../recovery/signIn.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { SITE_NAME } from '../../../platform/seo';
import { urls } from '../../../platform/urls';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `/social-callback` and `/callback`: SLAS sends the shopper back here with `code` and `usid`; the code and the PKCE
 * verifier kept since `/login/social/:provider` sign them in.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return { ...PERSONAL_HEADERS, 'Referrer-Policy': 'strict-origin' };
}

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { recovery, account } = requestContextOf({ request, context }).commerce;
  const outcome = await socialCallback(request, recovery, signInWith(account));
  if (outcome instanceof Response) return outcome;
  const headers = new Headers(PERSONAL_HEADERS);
  outcome.headers.forEach((value, name) => headers.append(name, value));
  return data({ formError: outcome.formError }, { status: outcome.status, headers });
}

export default function SocialCallbackRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage titleId="social-callback-title" title="Sign In">
      <LandingProblemView
        message={loaderData.formError}
        retry={{ href: urls.login(undefined), label: 'Back to Sign In' }}
      />
    </AccountPage>
  );
}
