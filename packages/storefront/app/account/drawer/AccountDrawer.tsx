import { Button, Drawer, Link, theme } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE_ID, urls } from '../../lib/urls';
import { log } from '../../lib/log';

/**
 * The drawer's en-US words. The drawer shares no module with the sign-in dialog on purpose: a module both load would
 * become a chunk of its own, named in the account island's preload list on every page (first-load JS). So it keeps
 * its words and its small fetch of the locale's (`drawer` of `/__ridgeline/account-copy`) here.
 */
export const DRAWER_TEXT = {
  /** `{name}` */
  hi: 'Hi, {name}',
  hiThere: 'Hi there',
  nav: 'Account',
  myAccount: 'My Account',
  orders: 'Order History',
  wishlist: 'Wishlist',
  addresses: 'Addresses',
  membership: 'Membership',
  logOut: 'Log out',
  close: 'Close',
} as const;

export type AccountDrawerText = { readonly [K in keyof typeof DRAWER_TEXT]: string };

const fetched = new Map<string, Promise<AccountDrawerText | undefined>>();

/** The drawer's words in a locale (once per page); undefined for en-US and when the answer is missing (one warning). */
function drawerTextOf(localeId: string): Promise<AccountDrawerText | undefined> {
  if (localeId === DEFAULT_LOCALE_ID) return Promise.resolve(undefined);
  let text = fetched.get(localeId);
  if (!text) {
    text = fetch(`/__ridgeline/account-copy?locale=${encodeURIComponent(localeId)}`, { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as { drawer?: AccountDrawerText }).drawer : undefined))
      .catch(() => undefined)
      .then((drawer) => {
        if (drawer && typeof drawer.hi === 'string') return drawer;
        log.warn({ event: 'messages-missing', locale: localeId }, 'account drawer: no words for the locale, default messages shown');
        return undefined;
      });
    fetched.set(localeId, text);
  }
  return text;
}

export interface AccountDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId?: string;
  /** The words in the page's locale (fetched by `AccountDrawer` when not given); en-US without them. */
  text?: AccountDrawerText | undefined;
}

/** The drawer's links, in order (the pages behind them are the account area's), in the words given. */
export function accountLinks(localeId?: string, text: AccountDrawerText = DRAWER_TEXT) {
  return [
    { href: urls.account(localeId), label: text.myAccount },
    { href: urls.account(localeId, 'orders'), label: text.orders },
    { href: urls.account(localeId, 'wishlist'), label: text.wishlist },
    { href: urls.account(localeId, 'addresses'), label: text.addresses },
    { href: urls.account(localeId, 'membership'), label: text.membership },
  ];
}

/** The drawer in the page's locale: its words fetched on first open (`drawerTextOf`); en-US fetches nothing. */
export function AccountDrawer(props: AccountDrawerProps) {
  const localeId = props.localeId ?? DEFAULT_LOCALE_ID;
  const waits = !props.text && localeId !== DEFAULT_LOCALE_ID;
  const [text, setText] = useState<AccountDrawerText | undefined | 'loading'>(waits ? 'loading' : undefined);
  useEffect(() => {
    if (!waits) return;
    let current = true;
    void drawerTextOf(localeId).then((words) => {
      if (current) setText(words);
    });
    return () => {
      current = false;
    };
  }, [localeId, waits]);
  if (text === 'loading') return null;
  return <AccountDrawerView {...props} text={props.text ?? text} />;
}

/**
 * The customer's first name, asked of `/__ridgeline/shopper` (private, no-store) each time the drawer opens: no cookie
 * a script can read names the shopper. Undefined for a guest, or when the answer is missing ("Hi there" stays).
 */
export async function fetchGreetingName(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(urls.shopperGreeting(), { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
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
export function AccountDrawerView({ open, onOpenChange, localeId, text = DRAWER_TEXT }: AccountDrawerProps) {
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
    <Drawer open={open} onOpenChange={onOpenChange} title={firstName ? text.hi.replace('{name}', () => firstName) : text.hiThere} placement="right" closeLabel={text.close}>
      <nav aria-label={text.nav} data-account-drawer="">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space[3] }}>
          {accountLinks(localeId, text).map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action={urls.logout()} css={{ marginTop: theme.space[6] }} onSubmit={forgetSessionData}>
        <input type="hidden" name="redirectUrl" value={urls.home(localeId)} />
        <Button type="submit" variant="outline" data-logout="">
          {text.logOut}
        </Button>
      </form>
    </Drawer>
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
