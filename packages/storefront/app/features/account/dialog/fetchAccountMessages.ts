import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE_ID } from '../../../platform/urls';
import type { AccountFormsMessages } from '../messages';
import { log } from '../../../platform/log';

/**
 * The messages' address (`routes/account-messages.ts`). Here rather than in `urls`: that module is in every page's
 * first load, this one only in the dialog's and drawer's chunks.
 */
export const accountMessagesUrl = (localeId: string) =>
  `/__ridgeline/account-messages?${new URLSearchParams({ locale: localeId })}`;

const pending = new Map<string, Promise<AccountFormsMessages | undefined>>();
const settled = new Map<string, AccountFormsMessages | undefined>();

/**
 * The sign-in dialog's and the account drawer's messages in a locale, from `/__ridgeline/account-messages` (formatted
 * on the server, cached publicly), once per page: undefined for en-US (the views' defaults are its messages) and when
 * the answer is missing or unreadable (then the default messages show, and one warning says so).
 */
export function fetchAccountMessages(localeId: string): Promise<AccountFormsMessages | undefined> {
  if (localeId === DEFAULT_LOCALE_ID) return Promise.resolve(undefined);
  let messages = pending.get(localeId);
  if (!messages) {
    messages = fetch(accountMessagesUrl(localeId), { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as AccountFormsMessages) : undefined))
      .catch(() => undefined)
      .then((body) => {
        if (
          body &&
          typeof body.feedback === 'object' &&
          typeof body.forms === 'object' &&
          Array.isArray(body.forms?.months)
        ) {
          settled.set(localeId, body);
          return body;
        }
        log.warn(
          { event: 'messages-missing', locale: localeId },
          'account: no messages for the locale, default messages shown',
        );
        pending.delete(localeId);
        return undefined;
      });
    pending.set(localeId, messages);
  }
  return messages;
}

/** What `useAccountMessages` answers while the messages are on their way. */
export const MESSAGES_LOADING = 'loading';

/**
 * The messages for a dialog or drawer about to open: `given` (stories, tests), nothing for en-US (its defaults), else
 * the locale's, fetched once per page (`MESSAGES_LOADING` until then; the part waits, so it never shows two languages).
 */
export function useAccountMessages(
  localeId: string,
  given?: AccountFormsMessages,
): AccountFormsMessages | undefined | typeof MESSAGES_LOADING {
  const needsFetch = !given && localeId !== DEFAULT_LOCALE_ID && !settled.has(localeId);
  const [fetched, setFetched] = useState<AccountFormsMessages | undefined | typeof MESSAGES_LOADING>(
    needsFetch ? MESSAGES_LOADING : undefined,
  );
  useEffect(() => {
    if (!needsFetch) return;
    let current = true;
    void fetchAccountMessages(localeId).then((messages) => {
      if (current) setFetched(messages);
    });
    return () => {
      current = false;
    };
  }, [localeId, needsFetch]);
  if (given) return given;
  if (settled.has(localeId)) return settled.get(localeId);
  return fetched;
}
