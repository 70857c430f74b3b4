import { AccountMenu } from '@ridgeline/ui';
import { DEFAULT_LOCALE_ID, urls } from '../../../platform/urls';
import { MESSAGES_LOADING, useAccountMessages } from '../dialog/fetchAccountMessages';
import { ENGLISH_DRAWER_MESSAGES, type AccountDrawerMessages } from './messages';

export interface AccountDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId?: string;
  /** The messages in the page's locale (fetched by `AccountDrawer` when not given); en-US without them. */
  messages?: AccountDrawerMessages | undefined;
}

/** The drawer's links, in order (the pages behind them are the account area's), in the messages given. */
export function accountLinks(localeId?: string, messages: AccountDrawerMessages = ENGLISH_DRAWER_MESSAGES) {
  return [
    { href: urls.account(localeId), label: messages.myAccount },
    { href: urls.account(localeId, 'orders'), label: messages.orders },
    { href: urls.account(localeId, 'wishlist'), label: messages.wishlist },
    { href: urls.account(localeId, 'addresses'), label: messages.addresses },
    { href: urls.account(localeId, 'membership'), label: messages.membership },
  ];
}

/**
 * The drawer in the page's locale: its messages come with the dialog's (`useAccountMessages`, the `drawer` part of
 * `/__ridgeline/account-messages`, fetched once per page); en-US and given messages fetch nothing.
 */
export function AccountDrawer(props: AccountDrawerProps) {
  const localeId = props.localeId ?? DEFAULT_LOCALE_ID;
  const fetched = useAccountMessages(props.messages ? DEFAULT_LOCALE_ID : localeId);
  if (fetched === MESSAGES_LOADING) return null;
  return <AccountDrawerView {...props} messages={props.messages ?? fetched?.drawer} />;
}

/**
 * The customer's first name, asked of `/__ridgeline/shopper` (private, no-store) each time the drawer opens: no cookie
 * a script can read names the shopper. Undefined for a guest, or when the answer is missing ("Hi there" stays).
 */
export async function fetchGreetingName(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(urls.shopperGreeting(), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { firstName?: unknown };
    return typeof body.firstName === 'string' && body.firstName ? body.firstName : undefined;
  } catch {
    return undefined;
  }
}

/** Session data of the signed-in customer kept in this tab: forgotten on Log out. */
export const SESSION_DATA_PREFIX = 'ridgeline-customer';

/**
 * The account drawer of a signed-in customer (opened by the header's account button): a greeting with the first name
 * (`fetchGreetingName`), the account pages and Log out (a POST to `/logout`, which ends the session; the
 * personalised groups are read per request from the session, so nothing of the customer is kept after it).
 */
export function AccountDrawerView({
  open,
  onOpenChange,
  localeId,
  messages = ENGLISH_DRAWER_MESSAGES,
}: AccountDrawerProps) {
  return (
    <AccountMenu
      open={open}
      onOpenChange={onOpenChange}
      links={accountLinks(localeId, messages)}
      logoutAction={urls.logout()}
      logoutRedirectUrl={urls.home(localeId)}
      loadGreetingName={fetchGreetingName}
      forgetSessionStoragePrefix={SESSION_DATA_PREFIX}
      text={{
        title: messages.hiThere,
        titleWithName: messages.hi,
        nav: messages.nav,
        logOut: messages.logOut,
        close: messages.close,
      }}
    />
  );
}
