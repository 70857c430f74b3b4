import { urls } from '../../../platform/urls';
import { showToast, type ShopToast } from '../../../platform/toasts/showToast';
import { requestSignIn, type SignInRequest } from '../signInRequest';
import { signedInFromCookies } from '../signedIn';
import { signInToContinueToast, wishlistFailureToast, wishlistToast, type WishlistOutcome } from './messages';

import { favouritesStore } from './favouritesStore';
import { log, messageOf } from '../../../platform/log';

export { favouritesStore };

export interface WishlistEnvironment {
  fetch: typeof fetch;
  cookie: () => string;
  pathname: () => string;
  showToast: (toast: ShopToast) => void;
  requestSignIn: (request: SignInRequest) => void;
  /** Runs after the control has flipped (the tile flips its heart when the toggle resolves; the store follows). */
  later: (work: () => void) => void;
}

export const browserEnvironment = (): WishlistEnvironment => ({
  fetch: (...args) => window.fetch(...args),
  cookie: () => document.cookie,
  pathname: () => window.location.pathname,
  showToast: (toast) => showToast(toast),
  requestSignIn: (request) => requestSignIn(request),
  later: (work) => setTimeout(work, 0),
});

/** The sign-in page of any locale (`/login`, `/fr-ca/login`). */
export const isSignInPage = (pathname: string) => /^(?:\/[a-z]{2}-[a-z]{2})?\/login\/?$/.test(pathname);

let loading: Promise<ReadonlySet<string>> | undefined;

/** Reads the shopper's wish-list ids once per page (none for a guest: no request at all). */
export function loadFavourites(env: WishlistEnvironment = browserEnvironment()): Promise<ReadonlySet<string>> {
  if (!signedInFromCookies(env.cookie())) return Promise.resolve(new Set());
  loading ??= env
    .fetch(urls.wishlistApi(), { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      const body = (await response.json()) as { productIds?: unknown };
      if (!response.ok || !Array.isArray(body.productIds)) throw new Error(`wish list read failed: ${response.status}`);
      const ids = new Set(body.productIds.filter((id): id is string => typeof id === 'string'));
      favouritesStore.set(ids);
      return ids;
    })
    .catch((error: unknown) => {
      loading = undefined;
      log.error({ event: 'wishlist-read-failed' }, messageOf(error));
      return new Set<string>();
    });
  return loading;
}

/** Thrown (the control does not flip) when the shopper was asked to sign in instead. */
export class SignInRequired extends Error {
  override name = 'SignInRequired';
}

/**
 * The heart's action: a guest is asked to sign in (the dialog; on the sign-in page itself the info toast), a
 * registered shopper's product is added or removed through the storefront's JSON route, the toast of the outcome
 * shows, and the shared store follows once the control has flipped. Rejects on any failure (after its toast), so
 * the control keeps its state. The caller ignores clicks while one runs (ui's `useInFlight`).
 */
export async function toggleFavourite(
  { productId, favourite, localeId }: { productId: string; favourite: boolean; localeId?: string },
  env: WishlistEnvironment = browserEnvironment(),
): Promise<WishlistOutcome> {
  if (!signedInFromCookies(env.cookie())) {
    if (isSignInPage(env.pathname())) env.showToast(signInToContinueToast);
    else env.requestSignIn({ reason: 'wishlist', ...(localeId ? { localeId } : {}) });
    throw new SignInRequired('Sign-in required');
  }
  let outcome: WishlistOutcome;
  try {
    const response = await env.fetch(urls.wishlistApi(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ productId, action: favourite ? 'remove' : 'add' }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      outcome?: WishlistOutcome;
      code?: string;
      message?: string;
    };
    if (response.status === 401 && body.code === 'sign-in') {
      // the session ended since the page was loaded
      env.requestSignIn({ reason: 'wishlist', ...(localeId ? { localeId } : {}) });
      throw new SignInRequired('Sign-in required');
    }
    if (!response.ok || !body.ok || !body.outcome)
      throw new Error(body.message || `${response.status} ${response.statusText}`);
    outcome = body.outcome;
  } catch (error) {
    if (!(error instanceof SignInRequired)) env.showToast(wishlistFailureToast(error));
    throw error;
  }
  env.showToast(wishlistToast(outcome, localeId));
  env.later(() =>
    favouritesStore.set((current) => {
      const next = new Set(current ?? []);
      if (outcome === 'removed') next.delete(productId);
      else next.add(productId);
      return next;
    }),
  );
  return outcome;
}

/** Forget the page's read (tests). */
export function resetFavourites(): void {
  loading = undefined;
  favouritesStore.set(undefined);
}
