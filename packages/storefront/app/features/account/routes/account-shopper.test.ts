import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '../auth.server';
import type { ProfileDeps } from '../pages/profile.server';
import {
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { captureLog, type LogCapture } from '../../../testing/logCapture';

// GET /__ridgeline/shopper?fields=email: the customer record's e-mail for the footer's newsletter, private, per session.
const getCustomer = vi.fn<ProfileDeps['getCustomer']>();
const refresh = vi.fn();
const readDataLayer = vi.fn(async () => ({ cart: { itemCount: 2 }, user: { customerId: 'c1' } }));
vi.mock('../../../platform/request/context.server', () => ({
  requestContextOf: ({ request }: { request: Request }) => ({
    locale: { id: 'en-US' },
    // the request context's reading of the shopper: the session of the cookie, do-not-track of its headers
    shopper: {
      session: request.headers.get('cookie') ? session : undefined,
      doNotTrack: request.headers.get('sec-gpc') === '1',
    },
    commerce: {
      profile: { profile: { getCustomer }, auth: { loginGuest: vi.fn(), refresh } },
      dataLayer: { read: readDataLayer },
    },
  }),
}));

const ORIGIN = 'http://shop.test';
const session: ShopperSession = {
  accessToken: 'access',
  refreshToken: 'refresh',
  usid: 'usid-1',
  customerId: 'c1',
  expiresAt: Date.now() + 3_600_000,
  registered: { firstName: 'Ada' },
};
const cookie = `${SHOPPER_SESSION_COOKIE}=${encodeSession(session)}`;
const get = async (query: string, headers: Record<string, string> = { cookie }) => {
  const { loader } = await import('./account-shopper');
  return loader({
    request: new Request(`${ORIGIN}/__ridgeline/shopper${query}`, { headers }),
    context: new RouterContextProvider(),
  });
};

let warn: LogCapture;
beforeEach(() => {
  getCustomer.mockReset();
  refresh.mockReset();
  warn = captureLog();
});
afterEach(() => warn.restore());

describe('GET /__ridgeline/shopper?fields=dataLayer', () => {
  it("answers the session's data-layer cart and user, read with its token and the browser's user agent", async () => {
    readDataLayer.mockClear();
    const response = await get('?fields=dataLayer', { cookie, 'user-agent': 'UA/1' });
    expect(await response.json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
      dataLayer: { cart: { itemCount: 2 }, user: { customerId: 'c1' } },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(readDataLayer).toHaveBeenCalledWith(session, 'UA/1');
  });

  it('reads nothing without a session, or when the browser says do-not-track', async () => {
    readDataLayer.mockClear();
    expect(await (await get('?fields=dataLayer', {})).json()).toEqual({ signedIn: false });
    expect(await (await get('?fields=dataLayer', { cookie, 'sec-gpc': '1' })).json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
    });
    expect(readDataLayer).not.toHaveBeenCalled();
  });
});

describe('GET /__ridgeline/shopper?fields=email', () => {
  it("answers the signed-in customer's e-mail from their record, privately, with their own token", async () => {
    getCustomer.mockResolvedValue({ email: 'ada@example.com', firstName: 'Ada' } as never);
    const response = await get('?fields=email');
    expect(await response.json()).toEqual({ signedIn: true, firstName: 'Ada', email: 'ada@example.com' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(getCustomer).toHaveBeenCalledWith('access', 'c1');
  });

  it('reads nothing for a guest, or when the e-mail is not asked for', async () => {
    expect(await (await get('?fields=email', {})).json()).toEqual({ signedIn: false });
    expect(await (await get('')).json()).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(await (await get('?fields=password')).json()).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(getCustomer).not.toHaveBeenCalled();
  });

  it('a failed read answers without the e-mail (logged)', async () => {
    getCustomer.mockRejectedValue(new AccountCallError(500, 'Request failed with status 500'));
    expect(await (await get('?fields=email')).json()).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(warn.lines().length).toBeGreaterThan(0);
  });

  it('a session the API no longer honours is signed out: no e-mail, its cookies cleared', async () => {
    getCustomer.mockRejectedValue(new AccountCallError(401, 'Unauthorized'));
    refresh.mockRejectedValue(new Error('invalid_grant'));
    const response = await get('?fields=email');
    expect(await response.json()).toEqual({ signedIn: false });
    expect(
      response.headers
        .getSetCookie()
        .some((value) => value.startsWith(`${SHOPPER_SESSION_COOKIE}=;`) || /Max-Age=0/i.test(value)),
    ).toBe(true);
  });
});
