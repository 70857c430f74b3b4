import { data } from 'react-router';
import type { Route } from './+types/reset-password';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS, personalDocumentHeaders } from '../deps.server';
import { resetRequestAction, wantsJson } from '../recovery/actions.server';
import { recoveryLinks } from '../recovery/deps.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { retryAfterHeaders } from '../rateLimits.server';
import { ResetRequestForm } from '@ridgeline/ui';
import { useRecoveryMessages } from '../recovery/messages';
import { requestContextOf } from '../../../platform/request/context.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { urls } from '../../../platform/urls';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/reset-password`: the forgot-password page (a plain POST to itself; the dialog's forgot-password view posts here
 * too and asks for JSON). See docs/behaviour/accounts.md.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;

/**
 * The dialog's JSON answer (`Accept: application/json`): a route action's Response would be rendered into the page on
 * a document request, so the post is answered here, before any rendering.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'POST' || !wantsJson(request)) return next();
    const outcome = await resetRequestAction(
      request,
      requestContextOf({ request, context }).commerce.recovery,
      recoveryLinks(),
      { clientAddress: clientAddressOf(context) },
    );
    if ('response' in outcome) return outcome.response;
    // (the action answers JSON itself for a JSON post; this is only the type's other arms)
    return Response.json({ ok: false }, { status: 500 });
  },
];

export function headers(args: Route.HeadersArgs) {
  return personalDocumentHeaders(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.resetPassword) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  // the form posts back to the path it was served from, locale included
  const url = new URL(request.url);
  return { action: `${url.pathname}${url.search}`, localeId: requestContextOf({ request, context }).locale.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await resetRequestAction(
    request,
    requestContextOf({ request, context }).commerce.recovery,
    recoveryLinks(),
    { clientAddress: clientAddressOf(context) },
  );
  if ('response' in outcome) return outcome.response;
  if ('sent' in outcome) return data({ sent: outcome.sent.message }, { headers: PERSONAL_HEADERS });
  return data(
    { problem: outcome.problem },
    {
      status: outcome.problem.status,
      headers: { ...PERSONAL_HEADERS, ...retryAfterHeaders(outcome.problem.retryAfterS) },
    },
  );
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, text, inLocale } = useRecoveryMessages();
  const problem = actionData && 'problem' in actionData ? actionData.problem : undefined;
  const sent = actionData && 'sent' in actionData ? actionData.sent : undefined;
  return (
    <AccountPage titleId="reset-password-title" title={page.title}>
      <ResetRequestForm
        loginHref={urls.login(loaderData.localeId)}
        action={loaderData.action || urls.resetPassword()}
        email={problem?.values.email}
        emailError={problem?.errors.email && inLocale(problem.errors.email)}
        formError={problem?.formError && inLocale(problem.formError)}
        sent={sent && inLocale(sent)}
        text={text}
      />
    </AccountPage>
  );
}
