import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE_ID } from '../../lib/urls';
import type { AccountFormsCopy } from '../messages';
import { log } from '../../lib/log';

/**
 * The words' address (`routes/account-copy.ts`). Here rather than in `urls`: that module is in every page's first
 * load, this one only in the dialog's and drawer's chunks.
 */
export const accountCopyUrl = (localeId: string) => `/__ridgeline/account-copy?${new URLSearchParams({ locale: localeId })}`;

const pending = new Map<string, Promise<AccountFormsCopy | undefined>>();
const settled = new Map<string, AccountFormsCopy | undefined>();

/**
 * The sign-in dialog's and the account drawer's words in a locale, from `/__ridgeline/account-copy` (formatted on the
 * server, cached publicly), once per page: undefined for en-US (the views' defaults are its words) and when the
 * answer is missing or unreadable (then the default messages show, and one warning says so).
 */
export function fetchAccountCopy(localeId: string): Promise<AccountFormsCopy | undefined> {
  if (localeId === DEFAULT_LOCALE_ID) return Promise.resolve(undefined);
  let copy = pending.get(localeId);
  if (!copy) {
    copy = fetch(accountCopyUrl(localeId), { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as AccountFormsCopy) : undefined))
      .catch(() => undefined)
      .then((body) => {
        if (body && typeof body.messages === 'object' && typeof body.text === 'object' && Array.isArray(body.text?.months)) {
          settled.set(localeId, body);
          return body;
        }
        log.warn({ event: 'messages-missing', locale: localeId }, 'account: no words for the locale, default messages shown');
        pending.delete(localeId);
        return undefined;
      });
    pending.set(localeId, copy);
  }
  return copy;
}

/** What `useAccountCopy` answers while the words are on their way. */
export const COPY_LOADING = 'loading';

/**
 * The words for a dialog or drawer about to open: `given` (stories, tests), nothing for en-US (its defaults), else
 * the locale's, fetched once per page (`COPY_LOADING` until then; the part waits, so it never shows two languages).
 */
export function useAccountCopy(localeId: string, given?: AccountFormsCopy): AccountFormsCopy | undefined | typeof COPY_LOADING {
  const needsFetch = !given && localeId !== DEFAULT_LOCALE_ID && !settled.has(localeId);
  const [fetched, setFetched] = useState<AccountFormsCopy | undefined | typeof COPY_LOADING>(needsFetch ? COPY_LOADING : undefined);
  useEffect(() => {
    if (!needsFetch) return;
    let current = true;
    void fetchAccountCopy(localeId).then((copy) => {
      if (current) setFetched(copy);
    });
    return () => {
      current = false;
    };
  }, [localeId, needsFetch]);
  if (given) return given;
  if (settled.has(localeId)) return settled.get(localeId);
  return fetched;
}
