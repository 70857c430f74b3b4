/**
 * The one place the storefront builds its own URLs. Every internal link (header, menus, tiles, breadcrumbs,
 * pagination, redirects) comes from here, so the locale prefix, the trailing-slash rule of category pages and the
 * no-slug product form live in one file. See docs/behaviour/urls.md.
 */

/** A locale the shop is offered in. `alias` is its path prefix (`/fr-ca/…`); the default locale has none. */
export interface ShopLocale {
  id: string;
  alias: string;
  currency: string;
  /** The locale's name in its own language (the locale switch shows it). */
  label: string;
}

export const SHOP_LOCALES: readonly ShopLocale[] = [
  { id: 'en-US', alias: 'en-us', currency: 'USD', label: 'English' },
  { id: 'en-CA', alias: 'en-ca', currency: 'CAD', label: 'English' },
  { id: 'fr-CA', alias: 'fr-ca', currency: 'CAD', label: 'français' },
];

export const DEFAULT_LOCALE_ID = 'en-US';

/** The locale for a path prefix or locale id (case-insensitive), or undefined when it names none. */
export function shopLocale(aliasOrId: string | undefined): ShopLocale | undefined {
  if (!aliasOrId) return undefined;
  const wanted = aliasOrId.toLowerCase();
  return SHOP_LOCALES.find((locale) => locale.alias === wanted || locale.id.toLowerCase() === wanted);
}

/** `''` for the default locale (defaults are omitted from URLs), `/{alias}` for the others. */
export function localePrefix(localeId: string = DEFAULT_LOCALE_ID): string {
  if (localeId === DEFAULT_LOCALE_ID) return '';
  const locale = shopLocale(localeId);
  return locale ? `/${locale.alias}` : '';
}

function segment(value: string): string {
  return encodeURIComponent(value);
}

function withQuery(path: string, query: URLSearchParams | undefined): string {
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
}

/** Builders for every page type; each takes the locale last and defaults to the default locale. */
export const urls = {
  /** The home page: `/`, or `/{alias}/home` under another locale. */
  home(localeId?: string): string {
    const prefix = localePrefix(localeId);
    return prefix ? `${prefix}/home` : '/';
  },
  /** A category page: `/c/{slug-or-id}/` (the trailing slash is canonical; the route redirects to it). */
  category(slugOrId: string, localeId?: string, query?: URLSearchParams): string {
    const path = slugOrId
      .split('/')
      .filter((part) => part !== '')
      .map(segment)
      .join('/');
    return withQuery(`${localePrefix(localeId)}/c/${path}/`, query);
  },
  /** A product page: `/p/{slug}` when the product has one, else `/product/{id}`. */
  product(productId: string, options: { slug?: string; localeId?: string; query?: URLSearchParams } = {}): string {
    const prefix = localePrefix(options.localeId);
    const path = options.slug ? `${prefix}/p/${segment(options.slug)}` : `${prefix}/product/${segment(productId)}`;
    return withQuery(path, options.query);
  },
  /** Search results for a term (already trimmed by the caller): `q` first, then the list's own parameters. */
  search(term: string, localeId?: string, query?: URLSearchParams): string {
    const params = new URLSearchParams({ q: term });
    for (const [name, value] of query ?? []) if (name !== 'q') params.append(name, value);
    return withQuery(`${localePrefix(localeId)}/search`, params);
  },
  /** The search results page itself, without a term: the action of the list's GET forms. */
  searchPath(localeId?: string): string {
    return `${localePrefix(localeId)}/search`;
  },
  /**
   * The header search's quick results for a term (JSON, `/__ridgeline/search-suggestions`): not locale-prefixed; the
   * locale (for the URLs in the answer) is a parameter when it is not the default.
   */
  searchSuggestions(term: string, localeId?: string): string {
    const params = new URLSearchParams({ q: term });
    if (localeId && localeId !== DEFAULT_LOCALE_ID) params.set('locale', localeId);
    return withQuery('/__ridgeline/search-suggestions', params);
  },
  /** A content page by slug: `/t/{slug}`. */
  content(slug: string, localeId?: string): string {
    return `${localePrefix(localeId)}/t/${segment(slug)}`;
  },
  cart(localeId?: string): string {
    return `${localePrefix(localeId)}/cart`;
  },
  /** Where the product page's add-to-bag form posts (one endpoint for every locale: the form carries its return path). */
  addToBag(): string {
    return '/cart/items';
  },
  checkout(localeId?: string): string {
    return `${localePrefix(localeId)}/checkout`;
  },
  orderConfirmation(orderNo: string, localeId?: string): string {
    return `${localePrefix(localeId)}/checkout/confirmation/${segment(orderNo)}`;
  },
  login(localeId?: string, returnTo?: string): string {
    const query = returnTo ? new URLSearchParams({ redirectUrl: returnTo }) : undefined;
    return withQuery(`${localePrefix(localeId)}/login`, query);
  },
  /** The registration page; `returnTo` (a same-site path) is where the new customer goes once signed in. */
  registration(localeId?: string, returnTo?: string): string {
    const query = returnTo ? new URLSearchParams({ redirectUrl: returnTo }) : undefined;
    return withQuery(`${localePrefix(localeId)}/registration`, query);
  },
  /** Where the sign-out form posts (one endpoint for every locale). */
  logout(): string {
    return '/logout';
  },
  account(localeId?: string, subpage?: 'wishlist' | 'orders' | 'addresses' | 'membership'): string {
    return `${localePrefix(localeId)}/account${subpage ? `/${subpage}` : ''}`;
  },
  storeLocator(localeId?: string): string {
    return `${localePrefix(localeId)}/store-locator`;
  },
} as const;
