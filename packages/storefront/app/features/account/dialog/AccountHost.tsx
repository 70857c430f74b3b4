import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isPlainClick } from '@ridgeline/renderer/islands';
import { urls } from '../../../platform/urls';
import { ACCOUNT_DRAWER_EVENT, ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE, requestAccountDrawer } from '../accountDrawerRequest';
import { requestSignIn, SIGN_IN_REQUEST_EVENT, type SignInRequest } from '../signInRequest';
import { signedInFromCookies } from '../signedIn';
import { signinMarkerOf } from '../signinParam';
import type { AuthDialogProps } from './AuthDialog';
import type { AccountDrawerProps } from '../drawer/AccountDrawer';

/** The one "open the account drawer" event (`../accountDrawerRequest`): blocks, the header and the overlays raise it. */
export { ACCOUNT_DRAWER_EVENT, requestAccountDrawer };

export interface AccountHostProps {
  localeId: string;
  /** Passwordless login offered ("Continue Securely"). */
  passwordless: boolean;
  /** Apple and Google offered. */
  social: boolean;
}

// the dialog and the drawer are chunks of their own, fetched on the first request for them
const AuthDialog = lazy(() =>
  import('./AuthDialog').then((module) => ({ default: module.AuthDialog as ComponentType<AuthDialogProps> })),
);
const AccountDrawer = lazy(() =>
  import('../drawer/AccountDrawer').then((module) => ({
    default: module.AccountDrawer as ComponentType<AccountDrawerProps>,
  })),
);

/**
 * The account island of every public page (trigger `idle`): a listener, nothing rendered until asked. It cancels
 * sign-in requests (`requestSignIn`) and drawer requests (`ACCOUNT_DRAWER_EVENT`, from the header, the CMS blocks and
 * the exit-intent modal) and then loads and opens the dialog or the drawer: the drawer for a signed-in customer, the
 * sign-in dialog for a guest (guests never see the drawer). `?signin=true` or `#signin` in the address asks the same
 * once it is up, and the marker is taken out of the address. A request made before it hydrated is not cancelled, so
 * the shopper goes to `/login` (or `/account`) instead.
 */
export function AccountHost({ localeId, passwordless, social }: AccountHostProps) {
  const [signIn, setSignIn] = useState<{ open: boolean; redirectUrl?: string | undefined; key: number } | undefined>();
  const [drawerOpen, setDrawerOpen] = useState<boolean | undefined>();
  useEffect(() => {
    const onSignIn = (event: Event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<SignInRequest>).detail ?? {};
      // a new key each time: opening starts afresh (e-mail step, password login)
      setSignIn((current) => ({ open: true, redirectUrl: detail.redirectUrl, key: (current?.key ?? 0) + 1 }));
    };
    const openAccountEntry = (redirectUrl?: string) => {
      if (signedInFromCookies(document.cookie)) setDrawerOpen(true);
      else setSignIn((current) => ({ open: true, redirectUrl, key: (current?.key ?? 0) + 1 }));
    };
    const onDrawer = (event: Event) => {
      event.preventDefault();
      openAccountEntry(`${window.location.pathname}${window.location.search}`);
    };
    // `?signin=true` / `#signin`: the marker leaves the address first (no reload), so the dialog returns to the page
    // without it and a reload does not open it again.
    const fromAddress = () => {
      const marker = signinMarkerOf(new URL(window.location.href));
      if (!marker) return;
      window.history.replaceState(window.history.state, '', marker.cleaned);
      openAccountEntry(marker.cleaned);
    };
    // the header's account link (server HTML, a link to /login): the drawer for a customer, the dialog for a guest;
    // and a block's account-drawer button in static HTML (a block that never hydrates has no handler of its own)
    const onAccountLink = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!isPlainClick(event)) return;
      if (target?.closest?.(`[${ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE}]`)) {
        event.preventDefault();
        openAccountEntry(`${window.location.pathname}${window.location.search}`);
        return;
      }
      const link = target?.closest?.('a[data-account-link]');
      if (!link) return;
      event.preventDefault();
      if (signedInFromCookies(document.cookie))
        requestAccountDrawer(() => window.location.assign(urls.account(localeId)));
      else requestSignIn({ reason: 'account', localeId });
    };
    // Once the host answers it, the header's account link opens a dialog, not a page: it is announced as a button
    // that opens a dialog, and answers Space as buttons do. Without the host it stays a plain link to /login.
    const accountLinks = Array.from(document.querySelectorAll<HTMLElement>('a[data-account-link]'));
    accountLinks.forEach((link) => {
      link.setAttribute('role', 'button');
      link.setAttribute('aria-haspopup', 'dialog');
    });
    const onAccountLinkSpace = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof HTMLElement) || !accountLinks.includes(event.target)) return;
      event.preventDefault();
      event.target.click();
    };
    document.addEventListener('keydown', onAccountLinkSpace);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, onSignIn);
    window.addEventListener(ACCOUNT_DRAWER_EVENT, onDrawer);
    window.addEventListener('hashchange', fromAddress);
    document.addEventListener('click', onAccountLink);
    document.documentElement.dataset.accountHost = 'ready';
    fromAddress();
    return () => {
      window.removeEventListener(SIGN_IN_REQUEST_EVENT, onSignIn);
      window.removeEventListener(ACCOUNT_DRAWER_EVENT, onDrawer);
      window.removeEventListener('hashchange', fromAddress);
      document.removeEventListener('click', onAccountLink);
      document.removeEventListener('keydown', onAccountLinkSpace);
      accountLinks.forEach((link) => {
        link.removeAttribute('role');
        link.removeAttribute('aria-haspopup');
      });
    };
  }, [localeId]);
  return (
    <Suspense fallback={null}>
      {signIn ? (
        <AuthDialog
          key={signIn.key}
          open={signIn.open}
          onOpenChange={(open) => setSignIn((current) => (current ? { ...current, open } : current))}
          localeId={localeId}
          redirectUrl={signIn.redirectUrl}
          passwordless={passwordless}
          social={social}
          onSignedIn={({ redirectUrl }) => {
            // the page's personal parts (bag, greeting, personalised content) belong to the customer now
            const here = `${window.location.pathname}${window.location.search}`;
            if (redirectUrl && redirectUrl !== here && redirectUrl !== '/') window.location.assign(redirectUrl);
            else window.location.reload();
          }}
        />
      ) : null}
      {drawerOpen !== undefined ? (
        <AccountDrawer open={drawerOpen} onOpenChange={setDrawerOpen} localeId={localeId} />
      ) : null}
    </Suspense>
  );
}
