import { DEFAULT_LOCALE_ID, urls } from '../../lib/urls';
import type { AccountFormsCopy } from '../messages';

const pending = new Map<string, Promise<AccountFormsCopy | undefined>>();

/**
 * The sign-in dialog's and the account drawer's words in a locale, from `/__ridgeline/account-copy` (formatted on the
 * server, cached publicly), once per page: undefined for en-US (the views' defaults are its words) and when the
 * answer is missing or unreadable (then the default messages show, and one warning says so).
 */
export function fetchAccountCopy(localeId: string): Promise<AccountFormsCopy | undefined> {
  if (localeId === DEFAULT_LOCALE_ID) return Promise.resolve(undefined);
  let copy = pending.get(localeId);
  if (!copy) {
    copy = fetch(urls.accountCopy(localeId), { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as AccountFormsCopy) : undefined))
      .catch(() => undefined)
      .then((body) => {
        if (body && typeof body.messages === 'object' && typeof body.text === 'object' && Array.isArray(body.text?.months)) return body;
        console.warn(JSON.stringify({ level: 'warn', event: 'messages-missing', locale: localeId, message: 'account: no words for the locale, default messages shown' }));
        pending.delete(localeId);
        return undefined;
      });
    pending.set(localeId, copy);
  }
  return copy;
}
