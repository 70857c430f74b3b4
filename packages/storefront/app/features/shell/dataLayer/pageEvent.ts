/**
 * The analytics data layer's page event (docs/behaviour/data-layer.md), small enough for every page's first load: the
 * shell's overlays island pushes it on pages that carry no page data of their own (home, content pages, sign-in…);
 * the shop pages' data-layer island pushes it with their page data. Public HTML is cached for everyone, so the
 * shopper's registration state is read in the browser, from the signed-in cookie, with the same verdict as
 * `signedInFromCookies` (a non-empty value) but the overlays' own cookie reader: a second importer of that cookie
 * parser splits it out of the header's chunk and costs every page's first load about 0.7 KB gzip (a unit test keeps
 * the two readings equal).
 */
import { readCookie } from '../overlays/storage';

/**
 * `SIGNED_IN_COOKIE` of `account/signedIn.ts`, as a literal: importing that module would bring its cookie parser into
 * every page's first load (a unit test keeps the two equal).
 */
export const SIGNED_IN_COOKIE_NAME = 'ridgeline-signed-in';

/** The island kind that carries a shop page's data-layer data (registered in app/islands/parts.ts). */
export const DATA_LAYER_ISLAND = 'data-layer';

export type PageType =
  'home' | 'content' | 'product' | 'category' | 'search' | 'cart' | 'checkout' | 'confirmation' | 'other';

/** A guest is still to register (`registrationStart`); a signed-in shopper has (`registrationComplete`). */
export type RegistrationType = 'registrationStart' | 'registrationComplete';

export type PageViewEvent = {
  event: 'pageView';
  pageType: PageType;
  path: string;
  locale: string;
  registrationType: RegistrationType;
  /** the shopper: the customer groups the page was personalised for, pipe-separated (`Everyone|Registered`) */
  user?: { customerGroups: string };
};

/**
 * The `<meta name>` the root layout writes the page's customer groups into (pipe-separated): the groups the page was
 * personalised for, i.e. its segment's, so a page shared by a segment says the same to everyone in it.
 */
export const CUSTOMER_GROUPS_META = 'ridgeline-customer-groups';

/** The page's customer groups (`CUSTOMER_GROUPS_META`), pipe-separated; undefined without the tag (or a document). */
export function customerGroupsOfDocument(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | undefined {
  const value = doc?.querySelector(`meta[name="${CUSTOMER_GROUPS_META}"]`)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

export type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether a `Cookie` header (`document.cookie`) names a signed-in shopper: `signedInFromCookies`' verdict. */
export function isSignedIn(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(SIGNED_IN_COOKIE_NAME, cookieHeader ?? '')?.trim());
}

export function registrationTypeOf(signedIn: boolean): RegistrationType {
  return signedIn ? 'registrationComplete' : 'registrationStart';
}

/** The page type of an address without page data: `/`, `/home`, `/{alias}/home` are the home page, `/t/…` content. */
export function pageTypeOfPath(path: string): PageType {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '');
  if (rest === '' || rest === '/' || rest === '/home' || rest === '/home/') return 'home';
  if (rest.startsWith('/t/')) return 'content';
  return 'other';
}

export function pageViewEvent(
  pageType: PageType,
  path: string,
  locale: string,
  signedIn: boolean,
  customerGroups: string | undefined = customerGroupsOfDocument(),
): PageViewEvent {
  return {
    event: 'pageView',
    pageType,
    path,
    locale,
    registrationType: registrationTypeOf(signedIn),
    ...(customerGroups ? { user: { customerGroups } } : {}),
  };
}

/** Appends entries to `window.dataLayer` (created when a tag manager has not made it yet). */
export function pushDataLayer(entries: readonly DataLayerEntry[], win: Window = window): void {
  const layer = (win.dataLayer ??= []);
  for (const entry of entries) layer.push(entry);
}

/**
 * The overlays island's part: a page without the data-layer island (its page data) gets its page event here, once
 * per page load.
 */
export function pushPageViewUnlessShopPage(locale: string, doc: Document = document): void {
  if (doc.querySelector(`[data-island="${DATA_LAYER_ISLAND}"]`)) return;
  const path = doc.location?.pathname ?? '/';
  pushDataLayer(
    [pageViewEvent(pageTypeOfPath(path), path, locale, isSignedIn(doc.cookie), customerGroupsOfDocument(doc))],
    doc.defaultView ?? window,
  );
}
