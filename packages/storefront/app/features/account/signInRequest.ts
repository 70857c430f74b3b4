import { urls } from '../../platform/urls';

/**
 * How any island asks for the sign-in dialog (the wish-list heart of a guest, the header's account button): a
 * cancelable window event. The dialog island listens and cancels it; when nothing cancels it (the dialog's code is not
 * on this page, or failed to load) the shopper goes to the sign-in page instead, so the request is never lost.
 */
export const SIGN_IN_REQUEST_EVENT = 'ridgeline:sign-in-request';

export interface SignInRequest {
  /** A same-site path to return to once signed in (default: the current page). */
  redirectUrl?: string;
  /** Why the shopper is asked, when the dialog words it differently. */
  reason?: 'account' | 'wishlist';
  /** The shop locale of the page (`en-US`), for the fallback page's address. */
  localeId?: string;
}

export function requestSignIn(
  request: SignInRequest = {},
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  const detail: SignInRequest = {
    ...request,
    redirectUrl: request.redirectUrl ?? `${window.location.pathname}${window.location.search}`,
  };
  const unhandled = window.dispatchEvent(
    new CustomEvent<SignInRequest>(SIGN_IN_REQUEST_EVENT, { detail, cancelable: true }),
  );
  if (unhandled) navigate(urls.login(detail.localeId, detail.redirectUrl));
}
