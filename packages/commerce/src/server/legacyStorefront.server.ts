/**
 * The legacy storefront's addresses (docs/behaviour/urls.md#legacy-storefront-addresses), answered when the hybrid
 * proxy is on: `/s/{siteId}[/{localeId}]/…` for the home page, a category, a product and the four department landing
 * pages redirect to the same page of the new storefront. Anything else under `/s/` is not found. Pure: the new
 * storefront's addresses and its same-origin check are given.
 */

/** The legacy department landing pages and the catalogue categories they are. */
export const LEGACY_DEPARTMENTS: Readonly<Record<string, string>> = {
  'mens-clothing': 'mens',
  'womens-clothing': 'womens',
  'kids-clothing': 'kids',
  footwear: 'footwear',
};

/** The new storefront's addresses, as its URL builders make them (each segment they are given is encoded). */
export interface StorefrontAddresses {
  /** the shop locale id of `fr-CA`, `fr-ca` (any case); undefined when the shop has no such locale */
  localeId(idOrAlias: string): string | undefined;
  home(localeId?: string): string;
  category(id: string, localeId: string | undefined, query: URLSearchParams): string;
  product(id: string, options: { slug?: string; localeId?: string | undefined; query: URLSearchParams }): string;
  withParams(href: string, query: URLSearchParams): string;
  /** the storefront's one same-origin check: a target it refuses is no redirect */
  sameOriginPath(candidate: string): string | undefined;
}

/** `en_US`, `fr-CA`, `fr-ca` → that shop locale's id; `default` → the default (null); anything else undefined. */
function legacyLocale(segment: string, site: StorefrontAddresses): string | undefined | null {
  if (segment.toLowerCase() === 'default') return null;
  return site.localeId(segment.replace('_', '-'));
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
export function legacyRedirectOf(url: URL, siteId: string, site: StorefrontAddresses): string | undefined {
  const target = legacyTarget(url, siteId, site);
  return target === undefined ? undefined : site.sameOriginPath(target);
}

function legacyTarget(url: URL, siteId: string, site: StorefrontAddresses): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] !== 's' || segments[1]?.toLowerCase() !== siteId.toLowerCase()) return undefined;
  let rest = segments.slice(2);
  let localeId: string | undefined;
  if (rest[0] && /^[a-z]{2}[-_][a-z]{2}$|^default$/i.test(rest[0])) {
    const found = legacyLocale(rest[0], site);
    if (found === undefined) return undefined;
    localeId = found ?? undefined;
    rest = rest.slice(1);
  }
  const query = url.searchParams;
  const at = (href: string) => site.withParams(href, query);
  const [first, ...tail] = rest;
  if (first === undefined || (first === 'home' && tail.length === 0)) return at(site.home(localeId));
  if (first === 'c' && tail.length > 0)
    return site.category(decodeURIComponent(tail[tail.length - 1]!), localeId, query);
  if (first === 'p' && tail.length > 0) {
    // `/p/{slug}/{id}.html` names the product by id; a lone `/p/{slug}` is this shop's slug address.
    const last = tail[tail.length - 1]!;
    if (tail.length === 1 && !/\.html$/i.test(last))
      return site.product('', { slug: decodeURIComponent(last), localeId, query });
    return site.product(productIdOf(last), { localeId, query });
  }
  const department = LEGACY_DEPARTMENTS[first];
  if (department && tail.length === 0) return site.category(department, localeId, query);
  return undefined;
}
