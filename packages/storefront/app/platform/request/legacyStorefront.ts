import { legacyRedirectOf, type StorefrontAddresses } from '@ridgeline/commerce/server';
import { sameOriginPath } from '../safeRedirect';
import { shopLocale, urls, withParams } from '../urls';

/** This shop's addresses and same-origin check, for the legacy storefront's redirects. */
const addresses: StorefrontAddresses = {
  localeId: (idOrAlias) => shopLocale(idOrAlias)?.id,
  home: (localeId) => urls.home(localeId),
  category: (id, localeId, query) => urls.category(id, localeId, query),
  product: (id, options) => urls.product(id, options),
  withParams,
  sameOriginPath,
};

/**
 * Where a legacy storefront address (`/s/{siteId}[/{localeId}]/…`, docs/behaviour/urls.md#legacy-storefront-addresses)
 * goes now in this shop, or undefined when it is not one (`legacyRedirectOf` of `@ridgeline/commerce/server`).
 */
export function legacyRedirect(url: URL, siteId: string): string | undefined {
  return legacyRedirectOf(url, siteId, addresses);
}
