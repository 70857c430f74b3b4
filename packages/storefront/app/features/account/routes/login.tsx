import { data } from 'react-router';
import type { Route } from './+types/login';
import { loginAction, registeredShopper } from '../actions.server';
import { AccountPage, LoginEmailStep, LoginFormView, SignedInView } from '../AccountForms';
import { readLoginOptions } from '../loginOptions';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { accountFormsMessagesOf, emailStepSchema } from '../messages';
import { accountMessagesFor } from '../messages.server';
import { PERSONAL_HEADERS, personalDocumentHeaders } from '../deps.server';
import { safeRedirect } from '../redirect';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { retryAfterHeaders } from '@ridgeline/commerce/server';

/**
 * `/login`: the sign-in page (an islands document with no island: the form is a plain POST). Personal: it greets a
 * signed-in shopper by name, so it is `private, no-store` and never in the render cache. See docs/behaviour/accounts.md.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers(args: Route.HeadersArgs) {
  return personalDocumentHeaders(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.signIn) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectParam = params.get('redirectUrl');
  const redirectUrl = redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined;
  // `?email=` (from the e-mail step's precheck): the password view; `?typed=&invalid=1`: the e-mail step again
  const email = emailStepSchema.safeParse({ email: params.get('email') ?? '' });
  const typed = (params.get('typed') ?? '').slice(0, 100);
  const localeId = requestContextOf({ request, context }).locale.id;
  const M = accountMessagesFor(localeId).feedback;
  const emailError = params.get('invalid') ? (typed ? M.emailInvalid : M.emailRequired) : undefined;
  return {
    shopper: registeredShopper(request) ?? null,
    redirectUrl,
    email: email.success ? email.data.email : undefined,
    typed,
    emailError,
    localeId,
    social: readLoginOptions().social,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await loginAction(request, requestContextOf({ request, context }).commerce.account, Date.now(), {
    clientAddress: clientAddressOf(context),
  });
  if ('response' in outcome) return outcome.response;
  return data(outcome.problem, {
    status: outcome.problem.status,
    headers: { ...PERSONAL_HEADERS, ...retryAfterHeaders(outcome.problem.retryAfterS) },
  });
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const messages = useMemo(() => accountFormsMessagesOf(intl), [intl]);
  if (loaderData.shopper) {
    return (
      <AccountPage titleId="login-title" title={messages.forms.myAccount}>
        <SignedInView firstName={loaderData.shopper.firstName} localeId={loaderData.localeId} messages={messages} />
      </AccountPage>
    );
  }
  return (
    <AccountPage titleId="login-title" title={messages.forms.signIn}>
      {loaderData.email || actionData ? (
        <LoginFormView
          problem={actionData}
          redirectUrl={loaderData.redirectUrl}
          email={loaderData.email}
          localeId={loaderData.localeId}
          messages={messages}
        />
      ) : (
        <LoginEmailStep
          localeId={loaderData.localeId}
          redirectUrl={loaderData.redirectUrl}
          email={loaderData.typed}
          error={loaderData.emailError}
          social={loaderData.social}
          messages={messages}
        />
      )}
    </AccountPage>
  );
}
