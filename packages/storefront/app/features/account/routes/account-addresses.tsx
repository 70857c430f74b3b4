import type { Route } from './+types/account-addresses';
import { changeAddresses } from '../pages/account.server';
import { AccountPage, AddressesSection } from '../pages/AccountPages';
import { accountFormAction, accountPageData } from '../pages/route.server';
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

export function loader(args: Route.LoaderArgs) {
  return accountPageData(
    args,
    'addresses-read-failed',
    async ({ shopper, deps }) => (await deps.getCustomer(shopper.accessToken, shopper.customerId)).addresses ?? [],
  );
}

export function action(args: Route.ActionArgs) {
  return accountFormAction(args, changeAddresses);
}

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      current="addresses"
      localeId={loaderData.localeId}
      title="addressesTitle"
      firstName={loaderData.firstName}
      view={loaderData.view}
    >
      {(addresses) => <AddressesSection addresses={addresses} problem={actionData} notice={loaderData.notice} />}
    </AccountPage>
  );
}
