import type { Route } from './+types/account-membership';
import { membershipView } from '@ridgeline/commerce/server';
import { joinMembership, noticeOf } from '../pages/account.server';
import { logAccountFailure } from '@ridgeline/commerce/server';
import { AccountPage, MembershipSection } from '../pages/AccountPages';
import { accountRequest, formResponse, personalData } from '../pages/route.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/account/membership`: the loyalty status, or "Join For Free" (personal, like `/account`).
 * @caching private
 */
export const handle = ISLANDS_HANDLE;
export const headers: Route.HeadersFunction = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.membership) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  try {
    return personalData(
      {
        localeId,
        firstName: shopper.firstName,
        membership: membershipView(await deps.loyaltyStatus(shopper.accessToken)),
        notice: noticeOf(request, localeId),
      },
      shopper,
    );
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('loyalty-status-failed', error);
    return personalData({ localeId, firstName: shopper.firstName, membership: null, notice: undefined }, shopper, 502);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  const outcome = await joinMembership(request, shopper, deps, localeId);
  if (outcome instanceof Response) return formResponse(outcome);
  return personalData(outcome, shopper, outcome.status);
}

export default function AccountMembershipRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="membership"
      localeId={loaderData.localeId}
      title="membershipTitle"
      firstName={loaderData.firstName}
      view={loaderData.membership}
    >
      {(membership) => (
        <MembershipSection membership={membership} formError={actionData?.formError} notice={loaderData.notice} />
      )}
    </AccountPage>
  );
}
