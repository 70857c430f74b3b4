/**
 * The analytics data layer's page event (docs/behaviour/data-layer.md), small enough for every page's first load: the
 * shell's overlays island pushes it on pages that carry no page data of their own (home, content pages, sign-in…);
 * the shop pages' data-layer island pushes it with their page data. Public HTML is cached for everyone, so the
 * shopper's registration state is read here, in the browser, from the signed-in cookie.
 */
import { signedInFromCookies } from '../../account/signedIn';

/** The island kind that carries a shop page's data-layer data (registered in app/islands/parts.ts). */
export const DATA_LAYER_ISLAND = 'data-layer';

export type PageType = 'home' | 'content' | 'product' | 'category' | 'search' | 'cart' | 'checkout' | 'confirmation' | 'other';

/** A guest is still to register (`registrationStart`); a signed-in shopper has (`registrationComplete`). */
export type RegistrationType = 'registrationStart' | 'registrationComplete';

export type PageViewEvent = {
  event: 'pageView';
  pageType: PageType;
  path: string;
  locale: string;
  registrationType: RegistrationType;
};

export type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function registrationType(cookieHeader: string | null | undefined): RegistrationType {
  return signedInFromCookies(cookieHeader) ? 'registrationComplete' : 'registrationStart';
}

/** The page type of an address without page data: `/`, `/home`, `/{alias}/home` are the home page, `/t/…` content. */
export function pageTypeOfPath(path: string): PageType {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '');
  if (rest === '' || rest === '/' || rest === '/home' || rest === '/home/') return 'home';
  if (rest.startsWith('/t/')) return 'content';
  return 'other';
}

export function pageViewEvent(pageType: PageType, path: string, locale: string, cookieHeader: string | null | undefined): PageViewEvent {
  return { event: 'pageView', pageType, path, locale, registrationType: registrationType(cookieHeader) };
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
  pushDataLayer([pageViewEvent(pageTypeOfPath(path), path, locale, doc.cookie)], doc.defaultView ?? window);
}
