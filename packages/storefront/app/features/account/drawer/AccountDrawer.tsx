import { AccountMenu } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE_ID, urls } from '../../../platform/urls';
import { log } from '../../../platform/log';
import { ENGLISH_DRAWER_MESSAGES, type AccountDrawerMessages } from './messages';

const fetched = new Map<string, Promise<AccountDrawerMessages | undefined>>();

/** The drawer's messages in a locale (once per page); undefined for en-US and when the answer is missing (one warning). */
function drawerMessagesOf(localeId: string): Promise<AccountDrawerMessages | undefined> {
  if (localeId === DEFAULT_LOCALE_ID) return Promise.resolve(undefined);
  let messages = fetched.get(localeId);
  if (!messages) {
    messages = fetch(`/__ridgeline/account-messages?locale=${encodeURIComponent(localeId)}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { drawer?: AccountDrawerMessages }).drawer : undefined,
      )
      .catch(() => undefined)
      .then((drawer) => {
        if (drawer && typeof drawer.hi === 'string') return drawer;
        log.warn(
          { event: 'messages-missing', locale: localeId },
          'account drawer: no messages for the locale, default messages shown',
        );
        return undefined;
      });
    fetched.set(localeId, messages);
  }
  return messages;
}

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

/** The drawer in the page's locale: its messages fetched on first open (`drawerMessagesOf`); en-US fetches nothing. */
export function AccountDrawer(props: AccountDrawerProps) {
  const localeId = props.localeId ?? DEFAULT_LOCALE_ID;
  const waits = !props.messages && localeId !== DEFAULT_LOCALE_ID;
  const [messages, setMessages] = useState<AccountDrawerMessages | undefined | 'loading'>(
    waits ? 'loading' : undefined,
  );
  useEffect(() => {
    if (!waits) return;
    let current = true;
    void drawerMessagesOf(localeId).then((answer) => {
      if (current) setMessages(answer);
    });
    return () => {
      current = false;
    };
  }, [localeId, waits]);
  if (messages === 'loading') return null;
  return <AccountDrawerView {...props} messages={props.messages ?? messages} />;
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
  const [firstName, setFirstName] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    void fetchGreetingName().then((name) => {
      if (current) setFirstName(name);
    });
    return () => {
      current = false;
    };
  }, [open]);
  return (
    <AccountMenu
      open={open}
      onOpenChange={onOpenChange}
      links={accountLinks(localeId, messages)}
      logoutAction={urls.logout()}
      logoutRedirectUrl={urls.home(localeId)}
      onLogout={forgetSessionData}
      text={{
        title: firstName ? messages.hi.replace('{name}', () => firstName) : messages.hiThere,
        nav: messages.nav,
        logOut: messages.logOut,
        close: messages.close,
      }}
    />
  );
}

/** Session data of the signed-in customer kept in this tab (storage failures are ignored). */
export const SESSION_DATA_PREFIX = 'ridgeline-customer';

function forgetSessionData() {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(SESSION_DATA_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing kept there
  }
}
