import { intlFor } from '../../platform/i18n/catalogs.server';
import { shopLocale } from '../../platform/urls';
import { accountFormsMessagesOf, type AccountFormsMessages } from './messages';

const byLocale = new Map<string, AccountFormsMessages>();

/** The sign-in and registration messages of a shop locale (server actions and loaders), formatted once per locale. */
export function accountMessagesFor(localeId: string): AccountFormsMessages {
  let messages = byLocale.get(localeId);
  if (!messages) byLocale.set(localeId, (messages = accountFormsMessagesOf(intlFor(localeId))));
  return messages;
}

/**
 * `GET /__ridgeline/account-messages?locale=fr-CA`: the messages of the sign-in dialog and the account drawer for the
 * account island, which loads them with the dialog's chunk (no page carries them). The same for every shopper, so
 * public and cached like the pages' assets for a while; an unknown locale is a 404.
 */
export function accountMessagesResponse(request: Request): Response {
  const locale = shopLocale(new URL(request.url).searchParams.get('locale') ?? undefined);
  if (!locale)
    return Response.json({ error: 'Unknown locale' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(accountMessagesFor(locale.id), { headers: { 'Cache-Control': ACCOUNT_MESSAGES_CACHE_CONTROL } });
}

/** The messages change with a deploy only: a browser keeps them 10 minutes, a CDN a day. */
export const ACCOUNT_MESSAGES_CACHE_CONTROL = 'public, max-age=600, s-maxage=86400';
