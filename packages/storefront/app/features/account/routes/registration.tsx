import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { data, redirect } from 'react-router';
import { accountFormsMessagesOf, emailStepSchema } from '../messages';
import type { Route } from './+types/registration';
import { precheckFor, registeredShopper, registrationAction } from '../actions.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { retryAfterHeaders } from '@ridgeline/commerce/server';
import { UNKNOWN_CUSTOMER_PRECHECK } from '@ridgeline/commerce';
import { AccountPage, RegistrationFormView } from '../AccountForms';
import { PERSONAL_HEADERS, personalDocumentHeaders } from '../deps.server';
import { safeRedirect } from '../redirect';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { urls } from '../../../platform/urls';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/registration`: a basic account creation form (plain POST; an islands document with no island). Personal, like `/login`.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

export function headers(args: Route.HeadersArgs) {
  return personalDocumentHeaders(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.registration) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // a signed-in shopper has an account: the sign-in page shows who they are
  if (registeredShopper(request)) throw redirect(urls.login(), { status: 303, headers: PERSONAL_HEADERS });
  const params = new URL(request.url).searchParams;
  const redirectParam = params.get('redirectUrl');
  const email = emailStepSchema.safeParse({ email: params.get('email') ?? '' });
  const { locale, commerce } = requestContextOf({ request, context });
  const localeId = locale.id;
  // the form's settings come with the precheck of the e-mail (from the e-mail step); without one, the plain form
  const precheck = email.success
    ? await precheckFor(request, commerce.account, email.data.email)
    : UNKNOWN_CUSTOMER_PRECHECK;
  return {
    redirectUrl: redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined,
    email: email.success ? email.data.email : undefined,
    precheck,
    localeId,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await registrationAction(
    request,
    requestContextOf({ request, context }).commerce.account,
    Date.now(),
    { clientAddress: clientAddressOf(context) },
  );
  if ('response' in outcome) return outcome.response;
  const { flash, ...problem } = outcome.problem;
  const headers = new Headers({ ...PERSONAL_HEADERS, ...retryAfterHeaders(problem.retryAfterS) });
  if (flash) headers.append('Set-Cookie', flash);
  return data(problem, { status: problem.status, headers });
}

export default function RegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const messages = useMemo(() => accountFormsMessagesOf(intl), [intl]);
  return (
    <AccountPage titleId="registration-title" title={messages.forms.createAccount}>
      <RegistrationFormView
        messages={messages}
        problem={actionData}
        redirectUrl={loaderData.redirectUrl}
        email={(actionData?.values?.email as string | undefined) ?? loaderData.email}
        precheck={loaderData.precheck}
        localeId={loaderData.localeId}
        emailField={loaderData.email === undefined}
      />
    </AccountPage>
  );
}
