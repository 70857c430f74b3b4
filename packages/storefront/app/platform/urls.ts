/**
 * The one place the storefront builds its own URLs. Every internal link (header, menus, tiles, breadcrumbs,
 * pagination, redirects) comes from here, so the locale prefix, the trailing-slash rule of category pages and the
 * no-slug product form live in one file. See docs/behaviour/urls.md.
 */
import { redirectTarget } from './safeRedirect';

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

/**
 * How URLs carry the locale (docs/behaviour/urls.md#url-style), one setting for the whole process: the server reads
 * it from the environment at start (`readUrlStyle`), the browser from `<html data-url-style>`.
 */
export interface UrlStyle {
  /** A path prefix (`/fr-ca/t/about`, the default) or the `locale` query parameter (`/t/about?locale=fr-CA`). */
  locale: 'path' | 'query';
  /** Show the default locale too (`/en-us/t/about`, `?locale=en-US`) instead of leaving it out. */
  showDefaults: boolean;
}

export const DEFAULT_URL_STYLE: UrlStyle = { locale: 'path', showDefaults: false };
/** The query parameter that carries the locale in the `query` style. */
export const LOCALE_PARAM = 'locale';

let style: UrlStyle = DEFAULT_URL_STYLE;

/** Sets the URL style of this process (once, at start; tests restore `DEFAULT_URL_STYLE`). */
export function setUrlStyle(next: UrlStyle): void {
  style = next;
}

export function getUrlStyle(): UrlStyle {
  return style;
}

/** `<html data-url-style>`'s value: undefined for the default style, else `query` / `path`, `+defaults` when shown. */
export function urlStyleAttribute(value: UrlStyle = style): string | undefined {
  if (value.locale === DEFAULT_URL_STYLE.locale && value.showDefaults === DEFAULT_URL_STYLE.showDefaults)
    return undefined;
  return `${value.locale}${value.showDefaults ? '+defaults' : ''}`;
}

/** The style an `<html data-url-style>` value names (the default for anything else). */
export function parseUrlStyleAttribute(value: string | undefined | null): UrlStyle {
  const match = /^(path|query)(\+defaults)?$/.exec(value ?? '');
  return match ? { locale: match[1] as UrlStyle['locale'], showDefaults: Boolean(match[2]) } : DEFAULT_URL_STYLE;
}

/** The locale a URL shows, or undefined when it is left out (the default, unless defaults are shown). */
function shownLocale(localeId: string | undefined): ShopLocale | undefined {
  const locale = shopLocale(localeId) ?? DEFAULT_LOCALE;
  return locale.id === DEFAULT_LOCALE_ID && !style.showDefaults ? undefined : locale;
}

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

/** `/{alias}` of a locale the path shows; `''` for one it leaves out, and always in the `query` style. */
export function localePrefix(localeId: string = DEFAULT_LOCALE_ID): string {
  if (style.locale === 'query') return '';
  const locale = shownLocale(localeId);
  return locale ? `/${locale.alias}` : '';
}

/** `path` (no locale in it) in a locale: behind its prefix, or with `locale` as the last query parameter. */
function localized(path: string, localeId: string | undefined, query?: URLSearchParams): string {
  if (style.locale === 'path') return withQuery(`${localePrefix(localeId)}${path}`, query);
  const params = new URLSearchParams(query);
  params.delete(LOCALE_PARAM);
  const locale = shownLocale(localeId);
  if (locale) params.append(LOCALE_PARAM, locale.id);
  return withQuery(path, params);
}

/**
 * The locale a path is in (`search`, with its `?` or empty, is kept on a redirect).
 *
 * Path style: `/fr-ca/t/about` is fr-CA (path `/t/about`); `/t/about` is the default. Addresses with another canonical
 * form redirect: the default's own alias when defaults are left out (`/en-us/…` → `/…`), an alias in another case
 * (`/FR-CA/…` → `/fr-ca/…`) and a locale's bare prefix (`/fr-ca` → `/fr-ca/home`). With defaults shown, `/en-us/…` is
 * the default's own form and the bare `/…` still answers (links name the prefixed form).
 *
 * Query style: `?locale=fr-CA` (id or alias, any case) names the locale; none is the default; one that names no shop
 * locale is `unknown` (not found). A path prefix redirects to the query form (`/fr-ca/t/about` → `/t/about?locale=fr-CA`).
 *
 * Every redirect's location passes the same-origin check (`redirectTarget`): the rest of the path is the request's,
 * and `/en-us//evil.example` would otherwise answer `Location: //evil.example`, another site. One that fails it goes
 * to the locale's home page instead.
 */
export function localeOfPath(pathname: string, search = ''): PathLocale {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const prefixed = first && LOCALE_SEGMENT.test(first) ? first : undefined;
  const rest = match?.[2] ?? '';
  if (style.locale === 'query') {
    const params = new URLSearchParams(search);
    if (prefixed) {
      const locale = shopLocale(prefixed);
      if (!locale) return { kind: 'unknown', alias: prefixed, path: rest || '/' };
      const path = rest === '' || rest === '/' || rest === '/home' ? '/' : rest;
      return redirectWithin(localized(path, locale.id, params), locale);
    }
    const named = params.get(LOCALE_PARAM);
    if (named === null) return { kind: 'locale', locale: DEFAULT_LOCALE, path: pathname || '/' };
    const locale = shopLocale(named);
    return locale
      ? { kind: 'locale', locale, path: pathname || '/' }
      : { kind: 'unknown', alias: named, path: pathname || '/' };
  }
  if (!prefixed) return { kind: 'locale', locale: DEFAULT_LOCALE, path: pathname || '/' };
  const locale = shopLocale(prefixed);
  if (!locale) return { kind: 'unknown', alias: prefixed, path: rest || '/' };
  if (locale.id === DEFAULT_LOCALE_ID && !style.showDefaults) {
    const path = rest === '' || rest === '/' || rest === '/home' ? '/' : rest;
    return redirectWithin(`${path}${search}`, locale);
  }
  if (rest === '' || rest === '/') return redirectWithin(`${urls.home(locale.id)}${search}`, locale);
  if (prefixed !== locale.alias) return redirectWithin(`/${locale.alias}${rest}${search}`, locale);
  // `/{alias}/home` is the locale's home page: the same page as the default's `/`.
  return { kind: 'locale', locale, path: rest === '/home' ? '/' : rest };
}

/** A locale redirect to `location` when it stays on this site, else to the locale's home page. */
function redirectWithin(location: string, locale: ShopLocale): PathLocale {
  return { kind: 'redirect', location: redirectTarget(location, urls.home(locale.id)) };
}

/** Query parameters the locale switch leaves out (a refinement's values are labels of one locale's catalogue). */
export const LOCALE_SWITCH_DROPPED_PARAMS: readonly string[] = ['refine'];

/**
 * The same page in another locale: same page type, ids and query (less `refine`), under that locale's prefix.
 * `href` is a path with its query (`/fr-ca/c/mens/?sort=newest`) or a URL; the answer is a path with its query.
 */
export function equivalentUrl(href: string | URL, localeId: string): string {
  const url = typeof href === 'string' ? new URL(href, 'http://localhost') : href;
  const current = localeOfPath(url.pathname, url.search);
  const path =
    current.kind === 'locale' || current.kind === 'unknown' ? current.path : new URL(current.location, url).pathname;
  const query = new URLSearchParams(url.search);
  for (const name of [...LOCALE_SWITCH_DROPPED_PARAMS, LOCALE_PARAM]) query.delete(name);
  if (path === '/' || path === '/home')
    return style.locale === 'query' ? localized('/', localeId, query) : withQuery(urls.home(localeId), query);
  return localized(path, localeId, query);
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

/** `href` (a path, maybe with a query) with `params` added to its query. */
export function withParams(href: string, params: URLSearchParams): string {
  const search = params.toString();
  if (!search) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${search}`;
}

function withQuery(path: string, query: URLSearchParams | undefined): string {
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
}

/** Builders for every page type; each takes the locale last and defaults to the default locale. */
export const urls = {
  /** The home page: `/`, or `/{alias}/home` under another locale. */
  home(localeId?: string): string {
    if (style.locale === 'query') return localized('/', localeId);
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
    return localized(`/c/${path}/`, localeId, query);
  },
  /** A product page: `/p/{slug}` when the product has one, else `/p/noslug-{id}.html`. */
  product(productId: string, options: { slug?: string; localeId?: string; query?: URLSearchParams } = {}): string {
    const path = `/p/${options.slug ? segment(options.slug) : `noslug-${segment(productId)}.html`}`;
    return localized(path, options.localeId, options.query);
  },
  /** Search results for a term (already trimmed by the caller): `q` first, then the list's own parameters. */
  search(term: string, localeId?: string, query?: URLSearchParams): string {
    const params = new URLSearchParams({ q: term });
    for (const [name, value] of query ?? []) if (name !== 'q') params.append(name, value);
    return localized('/search', localeId, params);
  },
  /** The search results page itself, without a term: the action of the list's GET forms. */
  searchPath(localeId?: string): string {
    return localized('/search', localeId);
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
  /** A content page by slug: `/t/{slug}`, each segment of a nested one (`help/returns`) encoded on its own. */
  content(slug: string, localeId?: string): string {
    return localized(`/t/${slug.split('/').map(segment).join('/')}`, localeId);
  },
  cart(localeId?: string): string {
    return localized('/cart', localeId);
  },
  /** The password-reset page (its form posts to the same path). */
  resetPassword(localeId?: string): string {
    return localized('/reset-password', localeId);
  },
  /** The reset link's landing, where the new password is chosen (SLAS's `callback_uri`; its query carries `token` and `email`). */
  resetPasswordLanding(link?: { token: string; email: string }): string {
    return withQuery('/reset-password-callback', link ? new URLSearchParams(link) : undefined);
  },
  /** The passwordless link's landing (SLAS's `callback_uri`), with the page to return to once signed in. */
  passwordlessLanding(redirectUrl?: string): string {
    return withQuery('/passwordless-login-callback', redirectUrl ? new URLSearchParams({ redirectUrl }) : undefined);
  },
  /** The same landing in a locale, with the link's query (the landing moves a shopper to their page's locale). */
  passwordlessLandingIn(localeId: string, query: URLSearchParams): string {
    return localized('/passwordless-login-callback', localeId, query);
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
    return localized('/checkout', localeId);
  },
  orderConfirmation(orderNo: string, localeId?: string): string {
    return localized(`/checkout/confirmation/${segment(orderNo)}`, localeId);
  },
  login(localeId?: string, returnTo?: string): string {
    const query = returnTo ? new URLSearchParams({ redirectUrl: returnTo }) : undefined;
    return localized('/login', localeId, query);
  },
  /** The registration page; `returnTo` (a same-site path) is where the new customer goes once signed in. */
  registration(localeId?: string, returnTo?: string): string {
    const query = returnTo ? new URLSearchParams({ redirectUrl: returnTo }) : undefined;
    return localized('/registration', localeId, query);
  },
  /** The sign-in page at a step: the password view for `email` (`step: 'password'`) or the e-mail step. */
  loginStep(localeId: string | undefined, params: { email?: string; redirectUrl?: string | undefined }): string {
    const query = new URLSearchParams();
    if (params.email) query.set('email', params.email);
    if (params.redirectUrl) query.set('redirectUrl', params.redirectUrl);
    return localized('/login', localeId, query.size ? query : undefined);
  },
  /** The registration page for an e-mail the precheck did not know. */
  registrationStep(localeId: string | undefined, params: { email?: string; redirectUrl?: string | undefined }): string {
    const query = new URLSearchParams();
    if (params.email) query.set('email', params.email);
    if (params.redirectUrl) query.set('redirectUrl', params.redirectUrl);
    return localized('/registration', localeId, query.size ? query : undefined);
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
  /**
   * The passwordless link request (the dialog's "Continue Securely" posts to the bare path); with a locale and a query,
   * the "Check your email" page a plain form post is sent on to (`?sent=1`, `?error=`).
   */
  passwordlessLogin(localeId?: string, query?: Record<string, string>): string {
    return localized('/login/passwordless', localeId, query ? new URLSearchParams(query) : undefined);
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
  /** The signed-in customer's first name as JSON (`{ signedIn, firstName? }`, private, no-store): the drawer's greeting. */
  shopperGreeting(): string {
    return '/__ridgeline/shopper';
  },
  account(localeId?: string, subpage?: 'wishlist' | 'orders' | 'addresses' | 'membership'): string {
    return localized(`/account${subpage ? `/${subpage}` : ''}`, localeId);
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
    const query = search
      ? new URLSearchParams({ ...(search.country ? { country: search.country } : {}), postalCode: search.postalCode })
      : undefined;
    if (search?.count) query!.set('count', String(search.count));
    return localized('/store-locator', localeId, query);
  },
  /**
   * The store locator's JSON search (`/__ridgeline/stores`, one endpoint for every locale): by country and postal code
   * or by coordinates; the locale is a parameter when it is not the default.
   */
  storeSearch(
    where: { countryCode: string; postalCode: string } | { latitude: number; longitude: number },
    localeId?: string,
  ): string {
    const query = new URLSearchParams(Object.entries(where).map(([key, value]) => [key, String(value)]));
    if (localeId && localeId !== DEFAULT_LOCALE_ID) query.set('locale', localeId);
    return withQuery('/__ridgeline/stores', query);
  },
} as const;
