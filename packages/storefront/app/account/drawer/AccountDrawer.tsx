import { Button, Drawer, Link, theme } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE_ID, urls } from '../../lib/urls';
import { fillCopy } from '../../lib/fillCopy';
import { COPY_LOADING, useAccountCopy } from '../dialog/fetchAccountCopy';
import { DEFAULT_ACCOUNT_COPY, type AccountFormsCopy } from '../messages';
import { signedInFromCookies } from '../signedIn';

export interface AccountDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId?: string;
  /** The words in the page's locale (fetched by `AccountDrawer` when not given); en-US without them. */
  copy?: AccountFormsCopy | undefined;
}

/** The drawer's links, in order (the pages behind them are the account area's), in the copy's words. */
export function accountLinks(localeId?: string, copy: AccountFormsCopy = DEFAULT_ACCOUNT_COPY) {
  const T = copy.text;
  return [
    { href: urls.account(localeId), label: T.myAccount },
    { href: urls.account(localeId, 'orders'), label: T.drawerOrders },
    { href: urls.account(localeId, 'wishlist'), label: T.drawerWishlist },
    { href: urls.account(localeId, 'addresses'), label: T.drawerAddresses },
    { href: urls.account(localeId, 'membership'), label: T.drawerMembership },
  ];
}

/** The drawer in the page's locale: its words fetched as the dialog's (`useAccountCopy`); en-US fetches nothing. */
export function AccountDrawer(props: AccountDrawerProps) {
  const copy = useAccountCopy(props.localeId ?? DEFAULT_LOCALE_ID, props.copy);
  if (copy === COPY_LOADING) return null;
  return <AccountDrawerView {...props} copy={copy} />;
}

/**
 * The account drawer of a signed-in customer (opened by the header's account button): a greeting with the first name
 * from the signed-in cookie, the account pages and Log out (a POST to `/logout`, which ends the session; the
 * personalised groups are read per request from the session, so nothing of the customer is kept after it).
 */
export function AccountDrawerView({ open, onOpenChange, localeId, copy = DEFAULT_ACCOUNT_COPY }: AccountDrawerProps) {
  const T = copy.text;
  const [firstName, setFirstName] = useState<string | undefined>();
  useEffect(() => setFirstName(signedInFromCookies(document.cookie)?.firstName), [open]);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={firstName ? fillCopy(T.drawerHi, { name: firstName }) : T.drawerHiThere} placement="right">
      <nav aria-label={T.drawerNav} data-account-drawer="">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space[3] }}>
          {accountLinks(localeId, copy).map((link) => (
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
          {T.logOut}
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
