import { sameOriginPath } from '../safeRedirect';
import { shopLocale, urls, withParams } from '../urls';

/**
 * The legacy storefront's addresses (docs/behaviour/urls.md#legacy-storefront-addresses), answered when the hybrid
 * proxy is on (`HYBRID_PROXY`): `/s/{siteId}[/{localeId}]/…` for the home page, a category, a product and the four
 * department landing pages redirect to the same page here. Anything else under `/s/` is not found.
 */

/** The legacy department landing pages and the catalogue categories they are. */
export const LEGACY_DEPARTMENTS: Readonly<Record<string, string>> = {
  'mens-clothing': 'mens',
  'womens-clothing': 'womens',
  'kids-clothing': 'kids',
  footwear: 'footwear',
};

/** `en_US`, `fr-CA`, `fr-ca` → that shop locale's id; `default` → the default; anything else undefined. */
function legacyLocale(segment: string): string | undefined | null {
  if (segment.toLowerCase() === 'default') return null;
  return shopLocale(segment.replace('_', '-'))?.id;
}

/** A product id from a legacy product path's last segment: `RM1001.html`, `noslug-RM1001.html`. */
const productIdOf = (segment: string) =>
  decodeURIComponent(segment)
    .replace(/\.html$/i, '')
    .replace(/^noslug-/, '');

/**
 * Where a legacy address goes now, or undefined when it is not one: `siteId` must be the commerce site's (any case).
 * The query is kept. The target passes the shared same-origin check (`sameOriginPath`): the URL builders encode every
 * segment they are given, and the check keeps it so should one ever not.
 */
export function legacyRedirect(url: URL, siteId: string): string | undefined {
  const target = legacyTarget(url, siteId);
  return target === undefined ? undefined : sameOriginPath(target);
}

function legacyTarget(url: URL, siteId: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] !== 's' || segments[1]?.toLowerCase() !== siteId.toLowerCase()) return undefined;
  let rest = segments.slice(2);
  let localeId: string | undefined;
  if (rest[0] && /^[a-z]{2}[-_][a-z]{2}$|^default$/i.test(rest[0])) {
    const found = legacyLocale(rest[0]);
    if (found === undefined) return undefined;
    localeId = found ?? undefined;
    rest = rest.slice(1);
  }
  const query = url.searchParams;
  const at = (href: string) => withParams(href, query);
  const [first, ...tail] = rest;
  if (first === undefined || (first === 'home' && tail.length === 0)) return at(urls.home(localeId));
  if (first === 'c' && tail.length > 0)
    return urls.category(decodeURIComponent(tail[tail.length - 1]!), localeId, query);
  if (first === 'p' && tail.length > 0) {
    // `/p/{slug}/{id}.html` names the product by id; a lone `/p/{slug}` is this shop's slug address.
    const last = tail[tail.length - 1]!;
    if (tail.length === 1 && !/\.html$/i.test(last))
      return urls.product('', { slug: decodeURIComponent(last), localeId, query });
    return urls.product(productIdOf(last), { localeId, query });
  }
  const department = LEGACY_DEPARTMENTS[first];
  if (department && tail.length === 0) return urls.category(department, localeId, query);
  return undefined;
}
