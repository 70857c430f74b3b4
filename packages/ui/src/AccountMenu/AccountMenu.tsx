import { useEffect, useState, type FormEvent, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { theme } from '../theme/theme';

export interface AccountMenuText {
  /** The drawer's title: the greeting without a name ("Hi there"). */
  title: string;
  /** The greeting once `loadGreetingName` answered a name (`{name}` is replaced: "Hi, {name}"). */
  titleWithName?: string;
  /** The name of the links' navigation landmark. */
  nav: string;
  logOut: string;
  close: string;
}

export interface AccountMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account pages, in order. */
  links: readonly { href: string; label: string }[];
  /** Log out posts here (a plain form: it works before any script), with `redirectUrl` as a hidden field. */
  logoutAction: string;
  logoutRedirectUrl: string;
  /** Runs as the log-out form is submitted (forget what the tab kept of the customer). */
  onLogout?: FormEventHandler<HTMLFormElement>;
  /** Asked each time the drawer opens: the customer's first name for the greeting (undefined keeps `text.title`). */
  loadGreetingName?: () => Promise<string | undefined>;
  /** The `sessionStorage` keys starting with this are removed as Log out is submitted (what the tab kept of the customer). */
  forgetSessionStoragePrefix?: string;
  text: AccountMenuText;
  /** Shown under the greeting, above the account pages (the storefront's loyalty tracker); nothing when absent. */
  children?: ReactNode;
}

/** Removes the tab's `sessionStorage` keys with `prefix` (storage unavailable: nothing was kept there). */
function forgetSessionStorage(prefix: string) {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(prefix)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing kept there
  }
}

/**
 * A signed-in customer's account drawer (from the right): the greeting, what the caller adds (`children`), the account
 * pages and Log out.
 */
export function AccountMenu({
  open,
  onOpenChange,
  links,
  logoutAction,
  logoutRedirectUrl,
  onLogout,
  loadGreetingName,
  forgetSessionStoragePrefix,
  text,
  children,
}: AccountMenuProps) {
  const [firstName, setFirstName] = useState<string | undefined>();
  useEffect(() => {
    if (!open || !loadGreetingName) return;
    let current = true;
    void loadGreetingName().then((name) => {
      if (current) setFirstName(name);
    });
    return () => {
      current = false;
    };
  }, [open, loadGreetingName]);
  const title = firstName && text.titleWithName ? text.titleWithName.replace('{name}', () => firstName) : text.title;
  const logout = (event: FormEvent<HTMLFormElement>) => {
    if (forgetSessionStoragePrefix) forgetSessionStorage(forgetSessionStoragePrefix);
    onLogout?.(event);
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} placement="right" closeLabel={text.close}>
      {children}
      <nav aria-label={text.nav} data-account-drawer="">
        <Stack as="ul" gap={3}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      </nav>
      <form method="post" action={logoutAction} css={{ marginTop: theme.space[6] }} onSubmit={logout}>
        <input type="hidden" name="redirectUrl" value={logoutRedirectUrl} />
        <Button type="submit" variant="outline" data-logout="">
          {text.logOut}
        </Button>
      </form>
    </Drawer>
  );
}
