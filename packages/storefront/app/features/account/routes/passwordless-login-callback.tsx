import { data } from 'react-router';
import type { Route } from './+types/passwordless-login-callback';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS } from '../deps.server';
import { passwordlessConfirmation, passwordlessSignIn } from '../recovery/actions.server';
import { recoveryLinks } from '../recovery/deps.server';
import { LandingProblemView } from '../recovery/RecoveryForms';
import { PasswordlessConfirmForm } from '@ridgeline/ui';
import { useRecoveryMessages } from '../recovery/messages';
import { signInWith } from '../recovery/signIn.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { urls } from '../../../platform/urls';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `/passwordless-login-callback?token=…&redirectUrl=…`: the passwordless link's landing. GET shows whose account the
 * link signs in to and a Sign In button; only that button's same-site POST spends the token (see
 * `passwordlessConfirmation` and docs/behaviour/accounts.md). A plain form: no JavaScript needed.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return { ...PERSONAL_HEADERS, 'Referrer-Policy': 'strict-origin' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.signIn) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const outcome = passwordlessConfirmation(request, recoveryLinks());
  if (outcome instanceof Response) return outcome;
  const localeId = requestContextOf({ request, context }).locale.id;
  if ('formError' in outcome)
    return data(
      { localeId, confirm: null, formError: outcome.formError },
      { status: outcome.status, headers: PERSONAL_HEADERS },
    );
  return data({ localeId, confirm: outcome, formError: undefined }, { headers: PERSONAL_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { recovery, account } = requestContextOf({ request, context }).commerce;
  const outcome = await passwordlessSignIn(request, recovery, signInWith(account));
  if (outcome instanceof Response) {
    // a refused post (another site, too large) is answered with its status, not rendered as this page's data
    if (outcome.status >= 400) throw outcome;
    return outcome;
  }
  return data({ formError: outcome.formError }, { status: outcome.status, headers: PERSONAL_HEADERS });
}

export default function PasswordlessLandingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, text, intl, signInAs } = useRecoveryMessages();
  const formError = actionData?.formError ?? loaderData.formError;
  const confirm = loaderData.confirm;
  return (
    <AccountPage titleId="passwordless-landing-title" title={page.signIn}>
      {confirm && !actionData ? (
        <PasswordlessConfirmForm
          action={urls.passwordlessLandingIn(loaderData.localeId, new URLSearchParams())}
          loginHref={urls.login(loaderData.localeId)}
          token={confirm.token}
          redirectUrl={confirm.redirectUrl}
          account={
            confirm.email
              ? intl.formatMessage(signInAs, { email: confirm.email, strong: (chunks) => <strong>{chunks}</strong> })
              : page.signInAsLinkAccount
          }
          text={text}
        />
      ) : (
        <LandingProblemView
          message={formError ?? ''}
          retry={{ href: urls.login(loaderData.localeId), label: page.backToSignIn }}
        />
      )}
    </AccountPage>
  );
}
