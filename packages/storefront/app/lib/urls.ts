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

/** The default locale (en-US): its URLs carry no prefix. */
export const DEFAULT_LOCALE: ShopLocale = SHOP_LOCALES.find((locale) => locale.id === DEFAULT_LOCALE_ID)!;

/** A first path segment shaped like a locale alias (`xx-yy`): an unknown one is a not-found, never a page. */
export const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i;

/** What a path says about its locale (see `localeOfPath`). */
export type PathLocale =
  /** The page's locale and the path without the prefix (`/` for a locale's home). */
  | { kind: 'locale'; locale: ShopLocale; path: string }
  /** An address with one canonical form elsewhere: the default's alias, an upper-case alias, a bare `/{alias}`. */
  | { kind: 'redirect'; location: string }
  /** A first segment shaped like a locale that names none: the not-found page, in the default locale. */
  | { kind: 'unknown'; alias: string; path: string };

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

/**
 * The locale a path is in. `/fr-ca/t/about` is fr-CA (path `/t/about`); `/t/about` is the default. Addresses with
 * another canonical form redirect: the default's own alias (`/en-us/…` → `/…`, defaults are omitted), an alias in
 * another case (`/FR-CA/…` → `/fr-ca/…`) and a locale's bare prefix (`/fr-ca` → `/fr-ca/home`). `search` (with its
 * `?`, or empty) is kept on a redirect.
 */
export function localeOfPath(pathname: string, search = ''): PathLocale {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (!first || !LOCALE_SEGMENT.test(first)) return { kind: 'locale', locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = match[2] ?? '';
  const locale = shopLocale(first);
  if (!locale) return { kind: 'unknown', alias: first, path: rest || '/' };
  if (locale.id === DEFAULT_LOCALE_ID) {
    const path = rest === '' || rest === '/' || rest === '/home' ? '/' : rest;
    return { kind: 'redirect', location: `${path}${search}` };
  }
  if (rest === '' || rest === '/') return { kind: 'redirect', location: `${urls.home(locale.id)}${search}` };
  if (first !== locale.alias) return { kind: 'redirect', location: `/${locale.alias}${rest}${search}` };
  // `/{alias}/home` is the locale's home page: the same page as the default's `/`.
  return { kind: 'locale', locale, path: rest === '/home' ? '/' : rest };
}

/** Query parameters the locale switch leaves out (a refinement's values are labels of one locale's catalogue). */
export const LOCALE_SWITCH_DROPPED_PARAMS: readonly string[] = ['refine'];

/**
 * The same page in another locale: same page type, ids and query (less `refine`), under that locale's prefix.
 * `href` is a path with its query (`/fr-ca/c/mens/?sort=newest`) or a URL; the answer is a path with its query.
 */
export function equivalentUrl(href: string | URL, localeId: string): string {
  const url = typeof href === 'string' ? new URL(href, 'http://localhost') : href;
  const current = localeOfPath(url.pathname);
  const path = current.kind === 'locale' || current.kind === 'unknown' ? current.path : new URL(current.location, url).pathname;
  const query = new URLSearchParams(url.search);
  for (const name of LOCALE_SWITCH_DROPPED_PARAMS) query.delete(name);
  const target = path === '/' || path === '/home' ? urls.home(localeId) : `${localePrefix(localeId)}${path}`;
  return withQuery(target, query);
}

/** Every shop locale's address of the page at `href`, absolute on `origin`, plus `x-default` (the default locale's). */
export function localeAlternates(href: string | URL, origin: string): { hreflang: string; href: string }[] {
  const absolute = (localeId: string) => new URL(equivalentUrl(href, localeId), origin).href;
  return [
    ...SHOP_LOCALES.map((locale) => ({ hreflang: locale.id, href: absolute(locale.id) })),
    { hreflang: 'x-default', href: absolute(DEFAULT_LOCALE_ID) },
  ];
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
  /** The password-reset page (its form posts to the same path). */
  resetPassword(localeId?: string): string {
    return `${localePrefix(localeId)}/reset-password`;
  },
  /** The reset link's landing, where the new password is chosen (SLAS's `callback_uri`; its query carries `token` and `email`). */
  resetPasswordLanding(link?: { token: string; email: string }): string {
    return withQuery('/reset-password-callback', link ? new URLSearchParams(link) : undefined);
  },
  /** The passwordless link's landing (SLAS's `callback_uri`), with the page to return to once signed in. */
  passwordlessLanding(redirectUrl?: string): string {
    return withQuery('/passwordless-login-callback', redirectUrl ? new URLSearchParams({ redirectUrl }) : undefined);
  },
  /** Where SLAS sends a social login back (`redirect_uri`): the configured social callback path. */
  socialCallback(): string {
    return '/social-callback';
  },
  /** SLAS's login redirect (`{origin}/callback`). */
  loginCallback(): string {
    return '/callback';
  },
  /** Where the product page's add-to-bag form posts (one endpoint for every locale: the form carries its return path). */
  addToBag(): string {
    return '/cart/items';
  },
  /** Recommended products as tiles (JSON; one endpoint for every locale: the locale is a parameter). */
  recommendations(): string {
    return '/__ridgeline/recommendations';
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
  /** The sign-in page at a step: the password view for `email` (`step: 'password'`) or the e-mail step. */
  loginStep(localeId: string | undefined, params: { email?: string; redirectUrl?: string | undefined }): string {
    const query = new URLSearchParams();
    if (params.email) query.set('email', params.email);
    if (params.redirectUrl) query.set('redirectUrl', params.redirectUrl);
    return withQuery(`${localePrefix(localeId)}/login`, query.size ? query : undefined);
  },
  /** The registration page for an e-mail the precheck did not know. */
  registrationStep(localeId: string | undefined, params: { email?: string; redirectUrl?: string | undefined }): string {
    const query = new URLSearchParams();
    if (params.email) query.set('email', params.email);
    if (params.redirectUrl) query.set('redirectUrl', params.redirectUrl);
    return withQuery(`${localePrefix(localeId)}/registration`, query.size ? query : undefined);
  },
  /** Where the e-mail step posts (one endpoint for every locale; the form carries the locale). */
  loginPrecheck(): string {
    return '/login/precheck';
  },
  /** Where the dialog posts its sign-in and registration (JSON answers). */
  loginSubmit(): string {
    return '/login/submit';
  },
  registrationSubmit(): string {
    return '/registration/submit';
  },
  /** The passwordless link request (the dialog's "Continue Securely"). */
  passwordlessLogin(): string {
    return '/login/passwordless';
  },
  /** Sign in with Apple or Google: a redirect to the identity provider. */
  socialLogin(provider: 'apple' | 'google', redirectUrl?: string): string {
    return withQuery(`/login/social/${provider}`, redirectUrl ? new URLSearchParams({ redirectUrl }) : undefined);
  },
  /** Where the forgot-password form posts. */
  resetPasswordRequest(): string {
    return '/reset-password';
  },
  /** Where the sign-out form posts (one endpoint for every locale). */
  logout(): string {
    return '/logout';
  },
  account(localeId?: string, subpage?: 'wishlist' | 'orders' | 'addresses' | 'membership'): string {
    return `${localePrefix(localeId)}/account${subpage ? `/${subpage}` : ''}`;
  },
  /** The wish list's JSON endpoint (one for every locale): GET the shopper's product ids, POST a change. */
  wishlistApi(): string {
    return '/__ridgeline/wishlist';
  },
  /**
   * The store locator; with `search`, its results for a postal code (`?country=DE&postalCode=10178`) and, past the
   * first page, how many to show (`&count=20`): the no-JavaScript form and its Load More link.
   */
  storeLocator(localeId?: string, search?: { country?: string; postalCode: string; count?: number }): string {
    const query = search ? new URLSearchParams({ ...(search.country ? { country: search.country } : {}), postalCode: search.postalCode }) : undefined;
    if (search?.count) query!.set('count', String(search.count));
    return withQuery(`${localePrefix(localeId)}/store-locator`, query);
  },
  /**
   * The store locator's JSON search (`/__ridgeline/stores`, one endpoint for every locale): by country and postal code
   * or by coordinates; the locale is a parameter when it is not the default.
   */
  storeSearch(where: { countryCode: string; postalCode: string } | { latitude: number; longitude: number }, localeId?: string): string {
    const query = new URLSearchParams(Object.entries(where).map(([key, value]) => [key, String(value)]));
    if (localeId && localeId !== DEFAULT_LOCALE_ID) query.set('locale', localeId);
    return withQuery('/__ridgeline/stores', query);
  },
} as const;
