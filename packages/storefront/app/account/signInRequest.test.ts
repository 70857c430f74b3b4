// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSignIn, SIGN_IN_REQUEST_EVENT, type SignInRequest } from './signInRequest';
import { SIGNED_IN_COOKIE, signedInCookieValue, signedInFromCookies } from './signedIn';

describe('requestSignIn', () => {
  const listeners: EventListener[] = [];
  afterEach(() => listeners.splice(0).forEach((listener) => window.removeEventListener(SIGN_IN_REQUEST_EVENT, listener)));
  const listen = (listener: EventListener) => {
    listeners.push(listener);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listener);
  };

  it('goes to the sign-in page, returning here, when no dialog takes the request', () => {
    window.history.replaceState(null, '', '/c/mens?sz=47');
    const navigate = vi.fn();
    requestSignIn({ reason: 'wishlist' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/login?redirectUrl=%2Fc%2Fmens%3Fsz%3D47');
    requestSignIn({ localeId: 'fr-CA', redirectUrl: '/fr-ca/search?q=tent' }, navigate);
    expect(navigate).toHaveBeenLastCalledWith('/fr-ca/login?redirectUrl=%2Ffr-ca%2Fsearch%3Fq%3Dtent');
  });

  it('stays on the page when the dialog cancels the event, and hands it the request', () => {
    window.history.replaceState(null, '', '/product/25686364M');
    const seen: SignInRequest[] = [];
    listen((event) => {
      seen.push((event as CustomEvent<SignInRequest>).detail);
      event.preventDefault();
    });
    const navigate = vi.fn();
    requestSignIn({ reason: 'wishlist' }, navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(seen).toEqual([{ reason: 'wishlist', redirectUrl: '/product/25686364M' }]);
  });
});

describe('the signed-in cookie', () => {
  it('names the first name, or 1; a guest has none', () => {
    expect(signedInCookieValue({ firstName: ' Ada ' })).toBe('Ada');
    expect(signedInCookieValue({})).toBe('1');
    expect(signedInFromCookies(`a=b; ${SIGNED_IN_COOKIE}=Ada`)).toEqual({ firstName: 'Ada' });
    expect(signedInFromCookies(`${SIGNED_IN_COOKIE}=1`)).toEqual({});
    expect(signedInFromCookies(`${SIGNED_IN_COOKIE}=`)).toBeUndefined();
    expect(signedInFromCookies('other=1')).toBeUndefined();
    expect(signedInFromCookies(undefined)).toBeUndefined();
  });
});
