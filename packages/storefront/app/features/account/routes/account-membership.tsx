import type { Route } from './+types/account-membership';
import { membershipView } from '@ridgeline/commerce/server';
import { joinMembership } from '../pages/account.server';
import { AccountPage, MembershipSection } from '../pages/AccountPages';
import { accountFormAction, accountPageData } from '../pages/route.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';
import { getEnv } from '../../../platform/env.server';

/**
 * `/account/membership`: the loyalty status, or "Join For Free" (personal, like `/account`).
 * @caching private
 */
export const handle = ISLANDS_HANDLE;
export const headers: Route.HeadersFunction = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.membership) }, { name: 'robots', content: 'noindex' }];
}

export function loader(args: Route.LoaderArgs) {
  return accountPageData(args, 'loyalty-status-failed', async ({ shopper, deps }) =>
    membershipView(await deps.loyaltyStatus(shopper.accessToken), { rewards: getEnv().ENABLE_LOYALTY_REWARDS }),
  );
}

export function action(args: Route.ActionArgs) {
  return accountFormAction(args, joinMembership);
}

export default function AccountMembershipRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="membership"
      localeId={loaderData.localeId}
      title="membershipTitle"
      firstName={loaderData.firstName}
      view={loaderData.view}
    >
      {(membership) => (
        <MembershipSection membership={membership} formError={actionData?.formError} notice={loaderData.notice} />
      )}
    </AccountPage>
  );
}
