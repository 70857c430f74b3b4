import { data } from 'react-router';
import type { Route } from './+types/reset-password-callback';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS } from '../deps.server';
import { resetLinkOf, resetPasswordAction } from '../recovery/actions.server';
import { RECOVERY_MESSAGES, useRecoveryMessages } from '../recovery/messages';
import { LandingProblemView } from '../recovery/RecoveryForms';
import { NewPasswordForm } from '@ridgeline/ui';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { urls } from '../../../platform/urls';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `/reset-password-callback?token=…&email=…`: the reset link's landing. The new password follows the registration
 * rules; once set, the shopper signs in on `/login`, greeted by the "Password Reset Success" toast.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers() {
  return { ...PERSONAL_HEADERS, 'Referrer-Policy': 'strict-origin' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.resetPassword) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { link: resetLinkOf(new URL(request.url).searchParams) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await resetPasswordAction(request, requestContextOf({ request, context }).commerce.recovery);
  if ('response' in outcome) return outcome.response;
  if ('sent' in outcome) return null;
  return data(outcome.problem, { status: outcome.problem.status, headers: PERSONAL_HEADERS });
}

export default function ResetPasswordLandingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const link = loaderData.link;
  // a refused token cannot be tried again with another password: the shopper asks for a new link
  const tokenRefused = actionData?.formError === RECOVERY_MESSAGES.invalidToken;
  const { page, text, inLocale, intl, chooseFor } = useRecoveryMessages();
  return (
    <AccountPage titleId="reset-landing-title" title={page.title}>
      {link && !tokenRefused ? (
        <NewPasswordForm
          // the link stays in the form's address: the page shown after the post is read from it again
          action={urls.resetPasswordLanding(link)}
          token={link.token}
          email={link.email}
          intro={intl.formatMessage(chooseFor, { email: link.email, strong: (chunks) => <strong>{chunks}</strong> })}
          passwordError={actionData?.errors.password && inLocale(actionData.errors.password)}
          formError={actionData?.formError && inLocale(actionData.formError)}
          text={text}
        />
      ) : (
        <LandingProblemView
          message={actionData?.formError ?? RECOVERY_MESSAGES.invalidToken}
          retry={{ href: urls.resetPassword(), label: page.requestNewLink }}
        />
      )}
    </AccountPage>
  );
}
