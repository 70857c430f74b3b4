import { RecoverySent } from '@ridgeline/ui';
import { data, redirect } from 'react-router';
import type { Route } from './+types/login-passwordless';
import { AccountPage } from '../AccountForms';
import { PERSONAL_HEADERS } from '../deps.server';
import { passwordlessRequestAction, passwordlessRequestPage, wantsJson } from '../recovery/actions.server';
import { recoveryLinks } from '../recovery/deps.server';
import { clientAddressOf } from '../../../platform/request/clientAddress.server';
import { LandingProblemView } from '../recovery/RecoveryForms';
import { useRecoveryMessages } from '../recovery/messages';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { urls } from '../../../platform/urls';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';
import { requestContextOf } from '../../../platform/request/context.server';

/**
 * `POST /login/passwordless` (email, redirectUrl): mails the passwordless link. The dialog asks for JSON; a plain form
 * post is sent on (303) to `GET /login/passwordless?sent=1`, the "Check your email" page (or `?error=`, the reason it
 * could not be sent), in the locale it was posted from.
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
    const outcome = await passwordlessRequestAction(
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

export function headers() {
  return PERSONAL_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.signIn) }, { name: 'robots', content: 'noindex' }];
}

/**
 * The "Check your email" page after a plain post (`?sent=1`, or `?error=` with the reason). Without either there is
 * nothing to show: the sign-in page. (React Router also runs this loader, as a GET, after the action: the action
 * therefore always answers with a redirect.)
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const localeId = requestContextOf({ request, context }).locale.id;
  const page = passwordlessRequestPage(url);
  if (!page) return redirect(urls.login(localeId), { headers: PERSONAL_HEADERS });
  return data(
    { localeId, sent: page.sent, formError: page.formError },
    { status: page.formError ? 400 : 200, headers: PERSONAL_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await passwordlessRequestAction(
    request,
    requestContextOf({ request, context }).commerce.recovery,
    recoveryLinks(),
    { clientAddress: clientAddressOf(context) },
  );
  if ('response' in outcome) {
    // a refused post (another site, too large) is answered with its status, not rendered as this page's data
    if (outcome.response.status >= 400) throw outcome.response;
    return outcome.response;
  }
  // a plain post is always answered with a redirect (above); this is only the type's other arms
  throw new Response(null, { status: 500 });
}

export default function PasswordlessRequestRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, inLocale } = useRecoveryMessages();
  return (
    <AccountPage titleId="passwordless-title" title={page.checkEmail}>
      {loaderData.sent ? (
        <RecoverySent message={inLocale(loaderData.sent)} loginHref={urls.login(loaderData.localeId)} text={text} />
      ) : (
        <LandingProblemView
          message={loaderData.formError ?? ''}
          retry={{ href: urls.login(loaderData.localeId), label: page.backToSignIn }}
        />
      )}
    </AccountPage>
  );
}
