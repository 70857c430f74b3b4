import type { FormEventHandler } from 'react';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { theme } from '../theme/theme';

export interface AccountMenuText {
  /** The drawer's title: the greeting ("Hi, Ada" / "Hi there"). */
  title: string;
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
  text: AccountMenuText;
}

/** A signed-in customer's account drawer (from the right): the greeting, the account pages and Log out. */
export function AccountMenu({
  open,
  onOpenChange,
  links,
  logoutAction,
  logoutRedirectUrl,
  onLogout,
  text,
}: AccountMenuProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={text.title} placement="right" closeLabel={text.close}>
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
      <form method="post" action={logoutAction} css={{ marginTop: theme.space[6] }} onSubmit={onLogout}>
        <input type="hidden" name="redirectUrl" value={logoutRedirectUrl} />
        <Button type="submit" variant="outline" data-logout="">
          {text.logOut}
        </Button>
      </form>
    </Drawer>
  );
}
