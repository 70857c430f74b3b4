import { CHECKOUT_PATH_SUFFIX } from './constants';

/** Whether a path gets the checkout chrome: it ends in `/checkout` (a trailing slash aside). */
export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === CHECKOUT_PATH_SUFFIX || path.endsWith(CHECKOUT_PATH_SUFFIX);
}
