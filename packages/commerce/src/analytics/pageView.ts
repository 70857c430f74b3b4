/**
 * The page event every page pushes to the analytics data layer (docs/behaviour/data-layer.md), and the push itself. A
 * module of its own: every page's first load runs it, while the shop pages' events (`dataLayer.ts`) load with the
 * shop's parts.
 */

/**
 * What a page is, for analytics (docs/behaviour/data-layer.md#page-types): `category` is a category's product grid,
 * `categoryLanding` the same page when the CMS gives the category a landing page above its grid.
 */
export type PageType =
  | 'home'
  | 'content'
  | 'product'
  | 'category'
  | 'categoryLanding'
  | 'search'
  | 'storeLocator'
  | 'cart'
  | 'checkout'
  | 'confirmation'
  | 'other';

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

export type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

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

export function registrationTypeOf(signedIn: boolean): RegistrationType {
  return signedIn ? 'registrationComplete' : 'registrationStart';
}

/**
 * The page type of an address without page data: `/`, `/home`, `/{alias}/home` are the home page, `/t/…` content,
 * `/store-locator` the store locator.
 */
export function pageTypeOfPath(path: string): PageType {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '');
  if (rest === '' || rest === '/' || rest === '/home' || rest === '/home/') return 'home';
  if (rest.startsWith('/t/')) return 'content';
  if (rest === '/store-locator' || rest === '/store-locator/') return 'storeLocator';
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
