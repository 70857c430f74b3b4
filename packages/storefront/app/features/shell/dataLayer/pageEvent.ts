/**
 * The analytics data layer's page event (docs/behaviour/data-layer.md; the event is @ridgeline/commerce's
 * `pageViewEvent`), small enough for every page's first load: the shell's overlays island pushes it on pages that
 * carry no page data of their own (home, content pages, sign-in…); the shop pages' data-layer island pushes it with
 * their page data. Public HTML is cached for everyone, so the shopper's registration state is read in the browser,
 * from the signed-in cookie, with the same verdict as `signedInFromCookies` (a non-empty value) but the overlays' own
 * cookie reader: a second importer of that cookie parser splits it out of the header's chunk and costs every page's
 * first load about 0.7 KB gzip (a unit test keeps the two readings equal).
 */
import { customerGroupsOfDocument, pageTypeOfPath, pageViewEvent, pushDataLayer } from '@ridgeline/commerce';
import { readCookie } from '@ridgeline/renderer';

/**
 * `SIGNED_IN_COOKIE` of `account/signedIn.ts`, as a literal: importing that module would bring its cookie parser into
 * every page's first load (a unit test keeps the two equal).
 */
export const SIGNED_IN_COOKIE_NAME = 'ridgeline-signed-in';

/** The shopper's data-layer cart and user in `locale` (`account-shopper.ts`, `fields=dataLayer`; private, no-store). */
export const shopperDataUrl = (locale: string) =>
  `/__ridgeline/shopper?fields=dataLayer&locale=${encodeURIComponent(locale)}`;

/** The island kind that carries a shop page's data-layer data (registered in app/islands/parts.ts). */
export const DATA_LAYER_ISLAND = 'data-layer';

/** Whether a `Cookie` header (`document.cookie`) names a signed-in shopper: `signedInFromCookies`' verdict. */
export function isSignedIn(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(SIGNED_IN_COOKIE_NAME, cookieHeader ?? '')?.trim());
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
