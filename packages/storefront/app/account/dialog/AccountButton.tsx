import { HeaderIconLink, Icon } from '@ridgeline/ui';
import type { MouseEvent } from 'react';
import { urls } from '../../lib/urls';
import { requestSignIn } from '../signInRequest';
import { signedInFromCookies } from '../signedIn';
import { requestAccountDrawer } from './AccountHost';

export interface AccountButtonProps {
  localeId?: string;
  label: string;
}

/**
 * The header's account button: a link to `/login` (without JavaScript it stays one). As an island (trigger
 * `interaction`, the first click replayed) it opens the account drawer for a signed-in customer (the script-readable
 * signed-in cookie) and the sign-in dialog for a guest.
 */
export function AccountButton({ localeId, label }: AccountButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (signedInFromCookies(document.cookie)) requestAccountDrawer(() => window.location.assign(urls.account(localeId)));
    else requestSignIn({ reason: 'account', ...(localeId ? { localeId } : {}) });
  };
  return (
    <HeaderIconLink href={urls.login(localeId)} aria-label={label} data-account-link="" onClick={onClick}>
      <Icon name="user" size="lg" />
    </HeaderIconLink>
  );
}
