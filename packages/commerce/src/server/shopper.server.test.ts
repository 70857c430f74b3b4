import { describe, expect, it } from 'vitest';
import { shopperOf } from './shopper.server';

const locale = { id: 'en-CA', currency: 'CAD' };
const session = { accessToken: 'at', refreshToken: 'rt', usid: 'usid-1', customerId: 'cust-1', expiresAt: 1 };

describe('shopperOf', () => {
  it('a guest session is not signed in: its usid identifies the visitor, its customer id does not', () => {
    const shopper = shopperOf({ session, locale, customerGroups: ['Unregistered', 'Everyone'], doNotTrack: false });
    expect(shopper).toMatchObject({ signedIn: false, customerId: undefined, currency: 'CAD', remember: true });
    expect(shopper.visitorIds).toEqual({ usid: 'usid-1' });
  });

  it('a registered session is signed in; "Keep me logged in." unticked is remembered as such', () => {
    const registered = { ...session, registered: { remember: false as const } };
    const shopper = shopperOf({ session: registered, locale, customerGroups: ['Registered'], doNotTrack: false });
    expect(shopper).toMatchObject({ signedIn: true, customerId: 'cust-1', remember: false });
    expect(shopper.visitorIds).toEqual({ usid: 'usid-1', customerId: 'cust-1' });
  });

  it('do-not-track withdraws consent; the segment key varies by groups and currency only', () => {
    const none = shopperOf({ session: undefined, locale, customerGroups: ['Everyone'], doNotTrack: true });
    expect(none).toMatchObject({ signedIn: false, doNotTrack: true, consent: { tracking: false }, visitorIds: {} });
    const same = shopperOf({ session, locale, customerGroups: ['Everyone'], doNotTrack: false });
    const other = shopperOf({ session, locale, customerGroups: ['Registered'], doNotTrack: false });
    expect(same.segmentKey).toBe(none.segmentKey);
    expect(other.segmentKey).not.toBe(same.segmentKey);
  });
});
