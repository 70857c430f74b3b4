import { intlFor } from '../i18n/catalogs.server';
import { shopLocale } from '../lib/urls';
import { accountFormsCopy } from './accountCopy';
import type { AccountFormsCopy } from './messages';

const copies = new Map<string, AccountFormsCopy>();

/** The sign-in and registration words of a shop locale (server actions and loaders), formatted once per locale. */
export function accountCopyFor(localeId: string): AccountFormsCopy {
  let copy = copies.get(localeId);
  if (!copy) copies.set(localeId, (copy = accountFormsCopy(intlFor(localeId))));
  return copy;
}

/**
 * `GET /__ridgeline/account-copy?locale=fr-CA`: the words of the sign-in dialog for the account island, which loads
 * them with the dialog's chunk (no page carries them). The same for every shopper, so public and cached like the
 * pages' assets for a while; an unknown locale is a 404.
 */
export function accountCopyResponse(request: Request): Response {
  const locale = shopLocale(new URL(request.url).searchParams.get('locale') ?? undefined);
  if (!locale) return Response.json({ error: 'Unknown locale' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(accountCopyFor(locale.id), { headers: { 'Cache-Control': ACCOUNT_COPY_CACHE_CONTROL } });
}

/** The words change with a deploy only: a browser keeps them 10 minutes, a CDN a day. */
export const ACCOUNT_COPY_CACHE_CONTROL = 'public, max-age=600, s-maxage=86400';
