import { Button, Drawer, Link, theme } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { urls } from '../../lib/urls';
import { signedInFromCookies } from '../signedIn';

export interface AccountDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId?: string;
}

/** The drawer's links, in order (the pages behind them are the account area's). */
export function accountLinks(localeId?: string) {
  return [
    { href: urls.account(localeId), label: 'My Account' },
    { href: urls.account(localeId, 'orders'), label: 'Order History' },
    { href: urls.account(localeId, 'wishlist'), label: 'Wishlist' },
    { href: urls.account(localeId, 'addresses'), label: 'Addresses' },
    { href: urls.account(localeId, 'membership'), label: 'Membership' },
  ];
}

/**
 * The account drawer of a signed-in customer (opened by the header's account button): a greeting with the first name
 * from the signed-in cookie, the account pages and Log out (a POST to `/logout`, which ends the session; the
 * personalised groups are read per request from the session, so nothing of the customer is kept after it).
 */
export function AccountDrawer({ open, onOpenChange, localeId }: AccountDrawerProps) {
  const [firstName, setFirstName] = useState<string | undefined>();
  useEffect(() => setFirstName(signedInFromCookies(document.cookie)?.firstName), [open]);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={firstName ? `Hi, ${firstName}` : 'Hi there'} placement="right">
      <nav aria-label="Account" data-account-drawer="">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space[3] }}>
          {accountLinks(localeId).map((link) => (
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
          Log out
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
