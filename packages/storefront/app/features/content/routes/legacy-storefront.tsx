import { redirect } from 'react-router';
import type { Route } from './+types/legacy-storefront';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { notFound } from '../../../platform/content.server';
import { hybridProxyEnabled } from '../../../platform/config.server';
import { legacyRedirect } from '../../../platform/request/legacyStorefront';

/**
 * `/s/{siteId}/…`: with the hybrid proxy on, the legacy storefront's addresses redirect (301) to the same page here;
 * otherwise, and for any other address under `/s/`, the not-found page.
 * @caching public (a permanent redirect, or the not-found page)
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!hybridProxyEnabled()) throw notFound();
  const location = legacyRedirect(new URL(request.url), getCommerceConfig().siteId);
  if (!location) throw notFound();
  return redirect(location, 301);
}

/** Never rendered (the loader always answers): present so a thrown not-found renders the not-found page. */
export default function LegacyStorefront() {
  return null;
}
