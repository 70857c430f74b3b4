import type { Route } from './+types/account';
import { noticeOf, saveProfile } from '../pages/account.server';
import { loadProfile, logAccountFailure } from '@ridgeline/commerce/server';
import { AccountPage, ProfileSection } from '../pages/AccountPages';
import { profilingEnabled } from '../pages/profile.server';
import { accountRequest, formResponse, personalData } from '../pages/route.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/account`: the signed-in customer's profile (a guest is sent to sign in first). Personal: `private, no-store`, never
 * in the render cache. An islands document: the form is a plain POST; only the profile banner hydrates. See
 * docs/behaviour/accounts.md.
 * @caching private
 */
export const handle = ISLANDS_HANDLE;
export const headers: Route.HeadersFunction = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.account) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  try {
    const view = await loadProfile(shopper, deps, profilingEnabled());
    return personalData({ localeId, firstName: shopper.firstName, view, notice: noticeOf(request, localeId) }, shopper);
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('profile-read-failed', error);
    return personalData({ localeId, firstName: shopper.firstName, view: null, notice: undefined }, shopper, 502);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  const outcome = await saveProfile(request, shopper, deps, localeId);
  if (outcome instanceof Response) return formResponse(outcome);
  return personalData(outcome, shopper, outcome.status);
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="profile"
      localeId={loaderData.localeId}
      title="profileTitle"
      firstName={loaderData.firstName}
      view={loaderData.view}
    >
      {(view) => <ProfileSection view={view} problem={actionData} notice={loaderData.notice} />}
    </AccountPage>
  );
}
