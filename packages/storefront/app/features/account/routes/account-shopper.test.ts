import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '../auth.server';
import type { ProfileDeps } from '../pages/profile.server';
import {
  decodeSession,
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { captureLog, type LogCapture } from '../../../testing/logCapture';
import { fakeLoyalty, GUEST_TOKEN, REGISTERED_TOKEN } from '../../../testing/shopFixtures';
import { shopClients } from '../../shop/clients.server';

// GET /__ridgeline/shopper?fields=email: the customer record's e-mail for the footer's newsletter, private, per session.
const getCustomer = vi.fn<ProfileDeps['getCustomer']>();
const refresh = vi.fn();
const readDataLayer = vi.fn(async () => ({ cart: { itemCount: 2 }, user: { customerId: 'c1' } }));
// the shop's loyalty tracker reader of the locale asked for, made by its real factory over fake bag clients (only
// what the tracker reads of them)
let shopDeps = { loyalty: fakeLoyalty(), loyaltyConfig: { threshold: 500, alertDays: 30, enabled: true } };
const forLocale = vi.fn((locale: { id: string }) => ({
  dataLayer: { read: readDataLayer },
  loyaltyTracker: shopClients.loyaltyTracker.make({ clients: { shop: { deps: shopDeps } }, locale } as never),
}));
vi.mock('../../../platform/request/appContext.server', () => ({
  appContextOf: () => ({ commerce: { forLocale } }),
}));
vi.mock('../../../platform/request/context.server', () => ({
  requestContextOf: ({ request }: { request: Request }) => ({
    locale: { id: 'en-US' },
    // the request context's reading of the shopper: the session of the cookie, do-not-track of its headers
    shopper: {
      session: sessionOfCookie(request.headers.get('cookie')),
      doNotTrack: request.headers.get('sec-gpc') === '1',
    },
    commerce: {
      profile: { profile: { getCustomer }, auth: { loginGuest: vi.fn(), refresh } },
    },
  }),
}));

const ORIGIN = 'http://shop.test';
/** The session a test request's cookie holds, as the request context reads it. */
function sessionOfCookie(header: string | null): ShopperSession | undefined {
  const value = header?.split('=').slice(1).join('=');
  return value ? decodeSession(value) : undefined;
}
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
  beforeEach(() => {
    vi.stubEnv('DATA_LAYER_SHOPPER_DATA', 'on');
    readDataLayer.mockClear();
    forLocale.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it("answers the session's data-layer cart and user, read with its token and the browser's user agent", async () => {
    const response = await get('?fields=dataLayer&locale=fr-CA', { cookie, 'user-agent': 'UA/1' });
    expect(await response.json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
      dataLayer: { cart: { itemCount: 2 }, user: { customerId: 'c1' } },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(readDataLayer).toHaveBeenCalledWith(session, 'UA/1');
    expect(forLocale.mock.calls[0]![0].id).toBe('fr-CA');
  });

  it('reads nothing while DATA_LAYER_SHOPPER_DATA is off (the default), nor with an expired session', async () => {
    vi.stubEnv('DATA_LAYER_SHOPPER_DATA', '');
    expect(await (await get('?fields=dataLayer')).json()).toEqual({ signedIn: true, firstName: 'Ada' });
    vi.stubEnv('DATA_LAYER_SHOPPER_DATA', 'on');
    const expired = `${SHOPPER_SESSION_COOKIE}=${encodeSession({ ...session, expiresAt: Date.now() - 1 })}`;
    expect(await (await get('?fields=dataLayer', { cookie: expired })).json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
    });
    expect(readDataLayer).not.toHaveBeenCalled();
  });

  it('reads nothing without a session, or when the browser says do-not-track', async () => {
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

describe('GET /__ridgeline/shopper?fields=loyalty', () => {
  // a registered shopper's session (their token names a registered customer), as after signing in
  const member: ShopperSession = { ...session, accessToken: REGISTERED_TOKEN, customerId: 'r1' };
  const memberCookie = (changes: Partial<ShopperSession> = {}) => ({
    cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession({ ...member, ...changes })}`,
  });
  const active = {
    loyaltyActiveInCurrentSession: true,
    tier: { status: 'member', expirationDate: { formattedString: '31 décembre 2099', dateValue: '2099-12-31' } },
    rewardsBalance: { available: { points: 120 } },
  };
  const withLoyalty = (status: Parameters<typeof fakeLoyalty>[0], enabled = true) => {
    shopDeps = { loyalty: fakeLoyalty(status), loyaltyConfig: { threshold: 500, alertDays: 30, enabled } };
    return shopDeps.loyalty;
  };
  beforeEach(() => forLocale.mockClear());

  it("a member gets the bag's tracker in the page's words, from that locale's bag clients, privately", async () => {
    const loyalty = withLoyalty(active);
    const response = await get('?fields=loyalty&locale=fr-CA', memberCookie());
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
      loyalty: {
        kind: 'member',
        points: 120,
        threshold: 500,
        title: 'Récompenses Membre',
        progress: '120 points sur 500 avant votre prochaine récompense',
        progressLabel: expect.stringMatching(/^Progression vers la récompense\s:\s24\s%$/),
        minimum: 'Les récompenses commencent à $5.00',
        expires: 'Niveau valide jusqu’au 31 décembre 2099',
        expiresSoon: false,
      },
    });
    expect(forLocale.mock.calls.map(([locale]) => locale.id)).toEqual(['fr-CA']);
    expect(loyalty.status).toHaveBeenCalledExactlyOnceWith(member);
  });

  it('without a known ?locale= the tracker is in en-US words', async () => {
    withLoyalty({ ...active, tier: { status: 'titanium' } });
    const body = await (await get('?fields=loyalty&locale=xx-YY', memberCookie())).json();
    expect(body.loyalty).toMatchObject({ kind: 'titanium', title: 'Titanium rewards' });
    expect(forLocale.mock.calls[0]![0].id).toBe('en-US');
  });

  it('loyalty rewards switched off (ENABLE_LOYALTY_REWARDS=off): no loyalty field, and the status is never asked', async () => {
    const loyalty = withLoyalty(active, false);
    expect(await (await get('?fields=loyalty&locale=en-US', memberCookie())).json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
    });
    expect(loyalty.status).not.toHaveBeenCalled();
  });

  it('a guest, a guest token or an expired session gets no tracker, and the status is never asked', async () => {
    const loyalty = withLoyalty(active);
    expect(await (await get('?fields=loyalty', {})).json()).toEqual({ signedIn: false });
    const guest = `${SHOPPER_SESSION_COOKIE}=${encodeSession({ ...session, accessToken: GUEST_TOKEN, registered: undefined })}`;
    expect(await (await get('?fields=loyalty', { cookie: guest })).json()).toEqual({ signedIn: false });
    // a cookie that says registered over a guest's token: still no tracker
    expect(await (await get('?fields=loyalty', memberCookie({ accessToken: GUEST_TOKEN }))).json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
    });
    expect(await (await get('?fields=loyalty', memberCookie({ expiresAt: Date.now() - 1 }))).json()).toEqual({
      signedIn: true,
      firstName: 'Ada',
    });
    expect(loyalty.status).not.toHaveBeenCalled();
  });

  it('loyalty not active in the session: no tracker', async () => {
    withLoyalty({ loyaltyActiveInCurrentSession: false });
    expect(await (await get('?fields=loyalty', memberCookie())).json()).toEqual({ signedIn: true, firstName: 'Ada' });
  });

  it('a failed status call answers without the tracker, logged once (loyalty status failed)', async () => {
    withLoyalty(new Error('Request failed with status 503 Service Unavailable'));
    const response = await get('?fields=loyalty&locale=en-CA', memberCookie());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(warn.lines().filter((line) => line.message === 'loyalty status failed')).toEqual([
      expect.objectContaining({ level: 'warn', error: 'Request failed with status 503 Service Unavailable' }),
    ]);
  });
});
