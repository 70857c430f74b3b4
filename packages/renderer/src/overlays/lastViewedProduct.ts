/**
 * The last product the shopper viewed, as Pick Up Where You Left Off offers it: what a stored record must hold, and the
 * pages it is not offered on. The storefront keeps it in localStorage.
 */
import { overlaySafeUrl, type LastViewedProduct } from './rules';

export const LAST_VIEWED_PRODUCT_KEY = 'ridgeline-last-viewed-product';
/** A name longer than this is cut (it is shown in a modal, not stored as a record). */
const MAX_NAME_LENGTH = 200;

/**
 * The product as stored, when it has an image, a name and a link on this site; anything else (another site's link, a
 * `javascript:` URL, a malformed record) is no product.
 */
export function parseLastViewedProduct(value: unknown): LastViewedProduct | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const prodImgSrc = overlaySafeUrl(record.prodImgSrc);
  const prodHref = overlaySafeUrl(record.prodHref);
  const prodName = typeof record.prodName === 'string' ? record.prodName.trim().slice(0, MAX_NAME_LENGTH) : '';
  if (!prodImgSrc || !prodHref || !prodHref.startsWith('/') || !prodName) return undefined;
  return { prodImgSrc, prodName, prodHref };
}

/** Product pages mark their content with this attribute (the storefront's product page). */
export const PRODUCT_PAGE_SELECTOR = '[data-product-page]';

/**
 * Pages where the modal would get in the shopper's way (the bag, checkout, the account, signing in or registering,
 * a password reset): they are in the middle of a task, so the offer waits for the next page they browse. Paths with
 * or without a locale prefix (`/fr-ca/cart`).
 */
const TASK_PATH =
  /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:cart|checkout|account|login|registration|reset-password|passwordless-login-callback)(?:[/?]|$)/i;

/**
 * The stored product, offered only on pages the shopper browses: not on a product page (the shopper there is already
 * looking at a product; the page stores its own one as it loads, under any of its addresses), and not on a task page
 * (`TASK_PATH`), so the modal waits for the next other page.
 */
export function lastViewedProductOffered(
  read: () => LastViewedProduct | undefined,
  root: ParentNode = document,
  pathname: string = globalThis.location?.pathname ?? '/',
): LastViewedProduct | undefined {
  if (TASK_PATH.test(pathname)) return undefined;
  return root.querySelector(PRODUCT_PAGE_SELECTOR) ? undefined : read();
}
