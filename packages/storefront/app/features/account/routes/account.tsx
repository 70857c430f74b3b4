import type { Route } from './+types/account';
import { saveProfile } from '../pages/account.server';
import { loadProfile } from '@ridgeline/commerce/server';
import { AccountPage, ProfileSection } from '../pages/AccountPages';
import { profilingEnabled } from '../pages/profile.server';
import { accountFormAction, accountPageData } from '../pages/route.server';
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

export function loader(args: Route.LoaderArgs) {
  return accountPageData(args, 'profile-read-failed', ({ shopper, deps }) =>
    loadProfile(shopper, deps, profilingEnabled()),
  );
}

export function action(args: Route.ActionArgs) {
  return accountFormAction(args, saveProfile);
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
