// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSignIn, SIGN_IN_REQUEST_EVENT, type SignInRequest } from './signInRequest';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE, signedInFromCookies } from './signedIn';

describe('requestSignIn', () => {
  const listeners: EventListener[] = [];
  afterEach(() =>
    listeners.splice(0).forEach((listener) => window.removeEventListener(SIGN_IN_REQUEST_EVENT, listener)),
  );
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
  it('says only that someone is signed in (1), never who; a guest has none', () => {
    expect(SIGNED_IN_VALUE).toBe('1');
    // a cookie written before holds a first name: it still means signed in, and the name is never handed on
    expect(signedInFromCookies(`a=b; ${SIGNED_IN_COOKIE}=Ada`)).toEqual({});
    expect(signedInFromCookies(`${SIGNED_IN_COOKIE}=1`)).toEqual({});
    expect(signedInFromCookies(`${SIGNED_IN_COOKIE}=`)).toBeUndefined();
    expect(signedInFromCookies('other=1')).toBeUndefined();
    expect(signedInFromCookies(undefined)).toBeUndefined();
  });
});
