import type { Route } from './+types/account-addresses';
import { changeAddresses, noticeOf } from '../pages/account.server';
import { logAccountFailure } from '@ridgeline/commerce/server';
import { AccountPage, AddressesSection } from '../pages/AccountPages';
import { accountRequest, formResponse, personalData } from '../pages/route.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/account/addresses`: the address book: add, edit, remove (server forms; personal, like `/account`).
 * @caching private
 */
export const handle = ISLANDS_HANDLE;
export const headers: Route.HeadersFunction = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.addresses) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  try {
    const customer = await deps.getCustomer(shopper.accessToken, shopper.customerId);
    return personalData(
      {
        localeId,
        firstName: shopper.firstName,
        addresses: customer.addresses ?? [],
        notice: noticeOf(request, localeId),
      },
      shopper,
    );
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('addresses-read-failed', error);
    return personalData({ localeId, firstName: shopper.firstName, addresses: null, notice: undefined }, shopper, 502);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { localeId, shopper, deps } = await accountRequest({ request, context });
  const outcome = await changeAddresses(request, shopper, deps, localeId);
  if (outcome instanceof Response) return formResponse(outcome);
  return personalData(outcome, shopper, outcome.status);
}

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="addresses"
      localeId={loaderData.localeId}
      title="addressesTitle"
      firstName={loaderData.firstName}
      view={loaderData.addresses}
    >
      {(addresses) => <AddressesSection addresses={addresses} problem={actionData} notice={loaderData.notice} />}
    </AccountPage>
  );
}
