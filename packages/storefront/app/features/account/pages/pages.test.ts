import { describe, expect, it, vi } from 'vitest';
import {
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { AccountCallError } from '../auth.server';
import {
  changeAddresses,
  withTokenRefresh,
  joinMembership,
  noticeOf,
  requireCustomer,
  saveProfile,
  type AccountShopper,
} from './account.server';
import { accountSections } from './AccountPages';
import { isValidPhone, isValidPostalCode } from '@ridgeline/commerce';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { PROFILE_MESSAGES as M } from './messages';
import { loadProfile, membershipView, type ProfileDeps } from '@ridgeline/commerce/server';
import { profilingEnabled } from './profile.server';
import { profilingEndpoint } from './profiling/endpoint.server';
import { parseAccountAddress as parseAddressIn, parseProfile as parseProfileIn } from './schemas';
import { captureLog } from '../../../testing/logCapture';

const parseProfile = (form: Record<string, unknown>, localeId: string) =>
  parseProfileIn(form, localeId, intlFor(localeId));
const parseAccountAddress = (form: Record<string, unknown>) => parseAddressIn(form, intlFor('en-US'));

const ORIGIN = 'http://shop.test';
const NOW = 1_800_000_000_000;

const session = (overrides: Partial<ShopperSession> = {}): ShopperSession => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  usid: 'usid-1',
  customerId: 'c1',
  expiresAt: NOW + 30 * 60_000,
  registered: { firstName: 'Ada' },
  ...overrides,
});
const withSession = (s: ShopperSession | undefined, init: RequestInit & { path?: string } = {}) =>
  new Request(`${ORIGIN}${init.path ?? '/account'}`, {
    ...init,
    headers: {
      ...(s ? { cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession(s)}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  withSession(session(), {
    path,
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const auth = (refresh: ShopperAuth['refresh'] = vi.fn()): ShopperAuth => ({ loginGuest: vi.fn(), refresh });
const shopper: AccountShopper = { accessToken: 'access', customerId: 'c1', firstName: 'Ada', cookies: [] };

function fakeDeps(overrides: Partial<ProfileDeps> = {}): ProfileDeps {
  return {
    getCustomer: vi.fn(async () => ({
      customerId: 'c1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      login: 'ada@example.com',
      email: 'ada@example.com',
    })),
    updateCustomer: vi.fn(async () => undefined),
    getOrders: vi.fn(async () => ({ orders: [], total: 0 })),
    createAddress: vi.fn(async () => undefined),
    updateAddress: vi.fn(async () => undefined),
    removeAddress: vi.fn(async () => undefined),
    loyaltyStatus: vi.fn(async () => ({ loyaltyActiveInCurrentSession: false })),
    joinLoyalty: vi.fn(async () => undefined),
    profilingProgress: vi.fn(async () => ({ progressDecimal: 0.25 })),
    profilingStepData: vi.fn(async () => ({ activatedSteps: { preferenceTypes: [] } })),
    saveProfilingAnswers: vi.fn(async () => ({ progressDecimal: 0.5 })),
    ...overrides,
  };
}

describe('the account pages are for registered customers only', () => {
  it('sends a guest (no session, or a guest session) to sign in, coming back to the page in its locale', async () => {
    for (const current of [undefined, session({ registered: undefined })]) {
      const response = (await requireCustomer(
        withSession(current, { path: '/fr-ca/account/orders?page=2' }),
        auth(),
        'fr-CA',
        NOW,
      )) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `/fr-ca/login?redirectUrl=${encodeURIComponent('/fr-ca/account/orders?page=2')}`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
  it('lets a registered customer in with their token; an expiring token is refreshed and its cookie sent', async () => {
    const ok = await requireCustomer(withSession(session()), auth(), 'en-US', NOW);
    expect(ok).toMatchObject({ accessToken: 'access', customerId: 'c1', firstName: 'Ada', cookies: [] });
    const refresh = vi.fn(async () => ({
      access_token: 'fresh',
      refresh_token: 'r2',
      usid: 'usid-1',
      customer_id: 'c1',
      expires_in: 1800,
    }));
    const refreshed = (await requireCustomer(
      withSession(session({ expiresAt: NOW + 1000 })),
      auth(refresh),
      'en-US',
      NOW,
    )) as AccountShopper;
    expect(refreshed.accessToken).toBe('fresh');
    expect(refreshed.cookies[0]).toMatch(new RegExp(`^${SHOPPER_SESSION_COOKIE}=`));
  });
  it('treats a session SLAS no longer refreshes as signed out (its cookies cleared)', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('revoked');
    });
    const response = (await requireCustomer(
      withSession(session({ expiresAt: NOW })),
      {
        loginGuest: vi.fn(async () => ({ access_token: 'g', refresh_token: 'g', usid: 'u2', expires_in: 1800 })),
        refresh,
      },
      'en-US',
      NOW,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirectUrl=%2Faccount');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SHOPPER_SESSION_COOKIE}=;`))).toBe(
      true,
    );
  });
});

describe('a token the API refuses', () => {
  it('is refreshed once and the call retried; the new session cookie is sent', async () => {
    const refresh = vi.fn(async () => ({
      access_token: 'fresh',
      refresh_token: 'r2',
      usid: 'usid-1',
      customer_id: 'c1',
      expires_in: 1800,
    }));
    const me: AccountShopper = { ...shopper, cookies: [], session: session() };
    const getCustomer = vi.fn(async (token: string) => {
      if (token !== 'fresh') throw new AccountCallError(401, 'unknown token');
      return { customerId: 'c1', firstName: 'Ada' };
    });
    const deps = withTokenRefresh(fakeDeps({ getCustomer }), me, auth(refresh), withSession(session()), NOW);
    expect(await deps.getCustomer('access', 'c1')).toEqual({ customerId: 'c1', firstName: 'Ada' });
    expect(getCustomer.mock.calls.map((call) => call[0])).toEqual(['access', 'fresh']);
    expect(me.accessToken).toBe('fresh');
    expect(me.cookies[0]).toMatch(new RegExp(`^${SHOPPER_SESSION_COOKIE}=`));
  });
  it('is not refreshed for other errors, nor twice', async () => {
    const refresh = vi.fn(async () => ({
      access_token: 'fresh',
      refresh_token: 'r2',
      usid: 'usid-1',
      customer_id: 'c1',
      expires_in: 1800,
    }));
    const me: AccountShopper = { ...shopper, cookies: [], session: session() };
    const down = withTokenRefresh(
      fakeDeps({ getOrders: vi.fn(async () => Promise.reject(new AccountCallError(500, 'down'))) }),
      me,
      auth(refresh),
      withSession(session()),
      NOW,
    );
    await expect(down.getOrders('access', 'c1', 0)).rejects.toMatchObject({ status: 500 });
    expect(refresh).not.toHaveBeenCalled();
    const refused = withTokenRefresh(
      fakeDeps({ getOrders: vi.fn(async () => Promise.reject(new AccountCallError(401, 'no'))) }),
      me,
      auth(refresh),
      withSession(session()),
      NOW,
    );
    await expect(refused.getOrders('access', 'c1', 0)).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
  it('signs the shopper out when the refresh token is refused too (the session was ended elsewhere)', async () => {
    const refresh = vi.fn(async () => Promise.reject(new AccountCallError(401, 'invalid_grant')));
    const me: AccountShopper = { ...shopper, cookies: [], session: session() };
    const revoked = withTokenRefresh(
      fakeDeps({ getOrders: vi.fn(async () => Promise.reject(new AccountCallError(401, 'revoked'))) }),
      me,
      auth(refresh),
      withSession(session()),
      NOW,
      'fr-CA',
    );
    const ended = await revoked.getOrders('access', 'c1', 0).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(ended).toBeInstanceOf(Response);
    expect((ended as Response).status).toBe(303);
    expect((ended as Response).headers.get('location')).toMatch(/^\/fr-ca\/login\?redirectUrl=/);
    expect((ended as Response).headers.getSetCookie().some((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=;`))).toBe(
      true,
    );
  });
});

describe('the profile form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(416) 555-0100',
    postalCode: 'M5V 2T6',
  };
  it('uses registration’s messages for the names and e-mail', () => {
    expect(parseProfile({ ...valid, firstName: '', lastName: '', email: '' }, 'en-CA')).toEqual({
      ok: false,
      errors: {
        firstName: 'Please enter your first name.',
        lastName: 'Please enter your last name.',
        email: 'Please enter your email address.',
      },
    });
    expect(parseProfile({ ...valid, firstName: 'A#da' }, 'en-CA')).toMatchObject({
      errors: { firstName: 'Please enter valid first name.' },
    });
    expect(parseProfile({ ...valid, lastName: 'Love>lace' }, 'en-CA')).toMatchObject({
      errors: { lastName: 'Please enter valid last name.' },
    });
    expect(parseProfile({ ...valid, email: 'ada@example' }, 'en-CA')).toMatchObject({
      errors: { email: 'Please enter a valid email address.' },
    });
  });
  it('requires the phone and postal code, checked by the locale’s country', () => {
    expect(parseProfile({ ...valid, phone: '', postalCode: '' }, 'en-CA')).toMatchObject({
      errors: { phone: 'This field is required.', postalCode: 'This field is required.' },
    });
    expect(parseProfile(valid, 'en-CA')).toEqual({ ok: true, profile: valid });
    expect(parseProfile(valid, 'en-US')).toMatchObject({ errors: { postalCode: 'Please enter a valid zip code' } });
    expect(parseProfile({ ...valid, postalCode: '97209-1234' }, 'en-US')).toMatchObject({ ok: true });
  });
  it('wants 10 to 20 characters with 10 digits in English locales, 7 digits in fr-CA', () => {
    expect(isValidPhone('555 0100 ext', 'en-US')).toBe(false);
    expect(isValidPhone('555-0100 12', 'en-CA')).toBe(false);
    expect(isValidPhone('555-0100 12', 'fr-CA')).toBe(true);
    expect(isValidPhone('4165550100', 'en-CA')).toBe(true);
    expect(isValidPhone('+1 (416) 555-0100 999', 'en-CA')).toBe(false);
    expect(parseProfile({ ...valid, phone: '555-0100 12' }, 'en-CA')).toMatchObject({
      errors: { phone: 'Please enter a valid phone number.' },
    });
  });
  it('checks postal codes per country with their maximum length', () => {
    expect(isValidPostalCode('12345', 'en-US')).toBe(true);
    expect(isValidPostalCode('12345-6789', 'en-US')).toBe(true);
    expect(isValidPostalCode('1234', 'en-US')).toBe(false);
    expect(isValidPostalCode('K1A 0B1', 'fr-CA')).toBe(true);
    expect(isValidPostalCode('K1A  0B1', 'fr-CA')).toBe(false);
    expect(isValidPostalCode('10178', 'de-DE')).toBe(true);
    expect(isValidPostalCode('100-0001', 'ja-JP')).toBe(true);
  });
  it('saves a valid form with updateCustomer (c_postalCode, phoneHome) and goes back to the page with a notice', async () => {
    const deps = fakeDeps();
    const response = (await saveProfile(post('/en-ca/account', valid), shopper, deps, 'en-CA')) as Response;
    expect(deps.updateCustomer).toHaveBeenCalledWith('access', 'c1', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneHome: '(416) 555-0100',
      c_postalCode: 'M5V 2T6',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/account?notice=profile-saved');
    expect(noticeOf(new Request(`${ORIGIN}/en-ca/account?notice=profile-saved`), 'en-CA')).toBe(M.profileSaved);
    expect(noticeOf(new Request(`${ORIGIN}/account?notice=<script>`), 'en-US')).toBeUndefined();
  });
  it('answers an invalid form with its messages and calls nothing; a failed update is a form error', async () => {
    const deps = fakeDeps();
    expect(await saveProfile(post('/account', { ...valid, firstName: '' }), shopper, deps, 'en-CA')).toMatchObject({
      status: 400,
      errors: { firstName: 'Please enter your first name.' },
    });
    expect(deps.updateCustomer).not.toHaveBeenCalled();
    const failing = fakeDeps({ updateCustomer: vi.fn(async () => Promise.reject(new AccountCallError(500, 'down'))) });
    const warn = captureLog();
    expect(await saveProfile(post('/account', valid), shopper, failing, 'en-CA')).toMatchObject({
      status: 502,
      formError: M.profileFailed,
    });
    warn.restore();
  });
  it('refuses a cross-site post', async () => {
    const response = (await saveProfile(
      post('/account', valid, { origin: 'https://evil.test' }),
      shopper,
      fakeDeps(),
      'en-CA',
    )) as Response;
    expect(response.status).toBe(403);
  });
});

describe('the profile page’s banner', () => {
  it('shows the progress only when profiling is on and the profile is not complete', async () => {
    expect((await loadProfile(shopper, fakeDeps(), true)).progress).toEqual({ progressDecimal: 0.25 });
    expect((await loadProfile(shopper, fakeDeps(), false)).progress).toBeNull();
    expect(
      (await loadProfile(shopper, fakeDeps({ profilingProgress: vi.fn(async () => ({ progressDecimal: 1 })) }), true))
        .progress,
    ).toBeNull();
    const warn = captureLog();
    const failing = await loadProfile(
      shopper,
      fakeDeps({ profilingProgress: vi.fn(async () => Promise.reject(new Error('down'))) }),
      true,
    );
    expect(failing.progress).toBeNull();
    expect(failing.customer.firstName).toBe('Ada');
    expect(warn.text()).toContain('profiling-progress-failed');
    warn.restore();
  });
  it('is enabled by PROGRESSIVE_PROFILING=1 or true only', () => {
    expect(profilingEnabled({})).toBe(false);
    expect(profilingEnabled({ PROGRESSIVE_PROFILING: '0' })).toBe(false);
    expect(profilingEnabled({ PROGRESSIVE_PROFILING: '1' })).toBe(true);
    expect(profilingEnabled({ PROGRESSIVE_PROFILING: 'TRUE' })).toBe(true);
  });
});

describe('addresses', () => {
  const address = {
    addressId: 'Home',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Trail Rd',
    city: 'Toronto',
    stateCode: 'on',
    postalCode: 'm5v2t6',
    countryCode: 'CA',
  };
  it('follow the checkout’s rules per country and need a name', () => {
    expect(parseAccountAddress(address)).toMatchObject({
      ok: true,
      addressId: 'Home',
      address: { stateCode: 'ON', postalCode: 'M5V 2T6' },
    });
    expect(parseAccountAddress({ ...address, countryCode: 'US' })).toMatchObject({
      ok: false,
      errors: { postalCode: 'Enter a ZIP code such as 12345 or 12345-6789.' },
    });
    expect(parseAccountAddress({ ...address, addressId: ' ', countryCode: 'FR' })).toMatchObject({
      ok: false,
      errors: { addressId: M.addressNameRequired, countryCode: 'We ship to the United States and Canada only.' },
    });
  });
  it('creates, edits (by the original name) and removes, each 303 back with a notice', async () => {
    const deps = fakeDeps();
    const created = (await changeAddresses(
      post('/account/addresses', { intent: 'save', ...address }),
      shopper,
      deps,
      'en-US',
    )) as Response;
    expect(created.headers.get('location')).toBe('/account/addresses?notice=address-saved');
    expect(deps.createAddress).toHaveBeenCalledWith(
      'access',
      'c1',
      expect.objectContaining({ addressId: 'Home', postalCode: 'M5V 2T6', countryCode: 'CA' }),
    );
    await changeAddresses(
      post('/account/addresses', { intent: 'save', originalId: 'Home', ...address, addressId: 'Cottage' }),
      shopper,
      deps,
      'en-US',
    );
    expect(deps.updateAddress).toHaveBeenCalledWith(
      'access',
      'c1',
      'Home',
      expect.objectContaining({ addressId: 'Cottage' }),
    );
    const removed = (await changeAddresses(
      post('/account/addresses', { intent: 'remove', addressId: 'Cottage' }),
      shopper,
      deps,
      'en-US',
    )) as Response;
    expect(deps.removeAddress).toHaveBeenCalledWith('access', 'c1', 'Cottage');
    expect(removed.headers.get('location')).toBe('/account/addresses?notice=address-removed');
  });
  it('removing an address that is not there is a refused form (404 with a message), not an outage (502)', async () => {
    const warn = captureLog();
    const gone = fakeDeps({
      removeAddress: vi.fn(async () => Promise.reject(new AccountCallError(404, 'Customer Address Not Found'))),
    });
    expect(
      await changeAddresses(
        post('/account/addresses', { intent: 'remove', addressId: 'Nowhere' }),
        shopper,
        gone,
        'en-US',
      ),
    ).toEqual({
      status: 404,
      values: {},
      errors: {},
      formError: M.addressNotFound,
    });
    const french = await changeAddresses(
      post('/fr-ca/account/addresses', { intent: 'remove', addressId: 'Nowhere' }),
      shopper,
      gone,
      'fr-CA',
    );
    expect(french).toMatchObject({
      status: 404,
      formError: 'Cette adresse n’existe plus. La liste ci-dessous est à jour.',
    });
    // an outage stays a 502
    const down = fakeDeps({ removeAddress: vi.fn(async () => Promise.reject(new AccountCallError(503, 'down'))) });
    expect(
      await changeAddresses(
        post('/account/addresses', { intent: 'remove', addressId: 'Home' }),
        shopper,
        down,
        'en-US',
      ),
    ).toMatchObject({ status: 502, formError: M.addressFailed });
    warn.restore();
  });
  it('says when the name is taken, keeps the values of an invalid form', async () => {
    const deps = fakeDeps({ createAddress: vi.fn(async () => Promise.reject(new AccountCallError(400, 'duplicate'))) });
    expect(
      await changeAddresses(post('/account/addresses', { intent: 'save', ...address }), shopper, deps, 'en-US'),
    ).toMatchObject({ status: 400, errors: { addressId: M.addressNameTaken } });
    const invalid = await changeAddresses(
      post('/account/addresses', { intent: 'save', originalId: 'Home', ...address, city: '' }),
      shopper,
      fakeDeps(),
      'en-US',
    );
    expect(invalid).toMatchObject({
      status: 400,
      editing: 'Home',
      values: { city: '', address1: '1 Trail Rd' },
      errors: { city: 'City is required.' },
    });
  });
});

describe('membership', () => {
  it('reads the loyalty status', () => {
    expect(membershipView({ loyaltyActiveInCurrentSession: false })).toEqual({ member: false });
    expect(
      membershipView({
        loyaltyActiveInCurrentSession: true,
        tier: { status: 'member', expirationDate: { formattedString: 'December 31, 2027' } },
        rewardsBalance: { available: { points: 1250, currencyFormattedString: '$12.50' } },
      }),
    ).toEqual({ member: true, tier: 'member', points: 1250, value: '$12.50', expires: 'December 31, 2027' });
  });
  it('joins and goes back; a failure is a form error', async () => {
    const deps = fakeDeps();
    const response = (await joinMembership(post('/account/membership', {}), shopper, deps, 'en-US')) as Response;
    expect(deps.joinLoyalty).toHaveBeenCalledWith('access');
    expect(response.headers.get('location')).toBe('/account/membership?notice=loyalty-joined');
    const warn = captureLog();
    expect(
      await joinMembership(
        post('/account/membership', {}),
        shopper,
        fakeDeps({ joinLoyalty: vi.fn(async () => Promise.reject(new Error('x'))) }),
        'en-US',
      ),
    ).toEqual({ status: 502, formError: M.loyaltyFailed });
    // the programme refusing this customer (staff, say) is said as such: trying again would not help
    expect(
      await joinMembership(
        post('/account/membership', {}),
        shopper,
        fakeDeps({ joinLoyalty: vi.fn(async () => Promise.reject(new AccountCallError(409, 'not eligible'))) }),
        'en-US',
      ),
    ).toEqual({ status: 409, formError: M.loyaltyIneligible });
    warn.restore();
  });
});

describe('the account navigation', () => {
  it('lists Profile, Orders, Wish List, Addresses, Membership in the locale', () => {
    expect(accountSections('fr-CA')).toEqual([
      { section: 'profile', href: '/fr-ca/account' },
      { section: 'orders', href: '/fr-ca/account/orders' },
      { section: 'wishlist', href: '/fr-ca/account/wishlist' },
      { section: 'addresses', href: '/fr-ca/account/addresses' },
      { section: 'membership', href: '/fr-ca/account/membership' },
    ]);
  });
});

describe('the profiling endpoint', () => {
  const deps = (profile = fakeDeps()) => ({ profile, auth: auth() });
  const request = (init: RequestInit = {}, s: ShopperSession | null = session()) =>
    withSession(s ?? undefined, {
      path: '/account/profiling',
      ...init,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  it('is not there while profiling is off, and only for registered customers', async () => {
    expect((await profilingEndpoint(request(), deps(), false)).status).toBe(404);
    expect((await profilingEndpoint(request({}, null), deps(), true)).status).toBe(401);
  });
  it('answers the step data and saves one answer', async () => {
    const profile = fakeDeps({
      profilingStepData: vi.fn(async () => ({
        activatedSteps: { preferenceTypes: [{ Key: 'fit', Name: 'Fit', Options: [{ Key: 'slim', Label: 'Slim' }] }] },
        answers: { fit: ['slim'] },
      })),
    });
    const read = await profilingEndpoint(request(), deps(profile), true);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(await read.json()).toEqual({
      preferenceTypes: [{ Key: 'fit', Name: 'Fit', Options: [{ Key: 'slim', Label: 'Slim' }] }],
      answers: { fit: ['slim'] },
    });
    const saved = await profilingEndpoint(
      request({ method: 'POST', body: JSON.stringify({ birthday: { month: 4, day: 12 } }) }),
      deps(profile),
      true,
    );
    expect(await saved.json()).toEqual({ progressDecimal: 0.5 });
    expect(profile.saveProfilingAnswers).toHaveBeenCalledWith('access', { birthday: { month: 4, day: 12 } });
  });
  it('refuses a bad answer and a cross-site post', async () => {
    expect(
      (await profilingEndpoint(request({ method: 'POST', body: '{"birthday":{"month":13,"day":1}}' }), deps(), true))
        .status,
    ).toBe(400);
    expect((await profilingEndpoint(request({ method: 'POST', body: 'not json' }), deps(), true)).status).toBe(400);
    expect(
      (
        await profilingEndpoint(
          request({ method: 'POST', body: '{}', headers: { origin: 'https://evil.test' } }),
          deps(),
          true,
        )
      ).status,
    ).toBe(403);
  });
});

describe('account pages in fr-CA', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(416) 555-0100',
    postalCode: 'M5V 2T6',
  };
  const address = {
    addressId: 'Maison',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 rue du Sentier',
    city: 'Montréal',
    stateCode: 'qc',
    postalCode: 'h2x1y4',
    countryCode: 'CA',
  };

  it('the profile form answers in French, with no English left', async () => {
    const refused = await saveProfile(
      post('/fr-ca/account', { ...valid, firstName: '', email: 'ada@example', phone: '', postalCode: '123' }),
      shopper,
      fakeDeps(),
      'fr-CA',
    );
    expect(refused).toMatchObject({
      status: 400,
      errors: {
        firstName: 'Veuillez entrer votre prénom.',
        email: 'Veuillez entrer une adresse courriel valide.',
        phone: 'Ce champ est obligatoire.',
        postalCode: 'Veuillez entrer un code postal valide',
      },
    });
    const english = new Set<string>(Object.values(M));
    for (const message of Object.values((refused as { errors: Record<string, string> }).errors))
      expect(english.has(message), message).toBe(false);
    const warn = captureLog();
    const failing = fakeDeps({ updateCustomer: vi.fn(async () => Promise.reject(new AccountCallError(500, 'down'))) });
    expect(await saveProfile(post('/fr-ca/account', valid), shopper, failing, 'fr-CA')).toMatchObject({
      formError: 'Votre profil n’a pas pu être enregistré. Veuillez réessayer.',
    });
    warn.restore();
    expect(noticeOf(new Request(`${ORIGIN}/fr-ca/account?notice=profile-saved`), 'fr-CA')).toBe(
      'Votre profil a été mis à jour.',
    );
    expect(noticeOf(new Request(`${ORIGIN}/fr-ca/account?notice=toString`), 'fr-CA')).toBeUndefined();
  });

  it('the address and membership forms answer in French', async () => {
    const taken = fakeDeps({
      createAddress: vi.fn(async () => Promise.reject(new AccountCallError(400, 'duplicate'))),
    });
    expect(
      await changeAddresses(post('/fr-ca/account/addresses', { intent: 'save', ...address }), shopper, taken, 'fr-CA'),
    ).toMatchObject({ errors: { addressId: 'Vous avez déjà une adresse portant ce nom.' } });
    expect(
      await changeAddresses(
        post('/fr-ca/account/addresses', { intent: 'save', ...address, addressId: '', city: '' }),
        shopper,
        fakeDeps(),
        'fr-CA',
      ),
    ).toMatchObject({
      errors: { addressId: 'Veuillez donner un nom à l’adresse.', city: 'La ville est obligatoire.' },
    });
    expect(noticeOf(new Request(`${ORIGIN}/fr-ca/account/addresses?notice=address-saved`), 'fr-CA')).toBe(
      'L’adresse a été enregistrée.',
    );
    const warn = captureLog();
    expect(
      await joinMembership(
        post('/fr-ca/account/membership', {}),
        shopper,
        fakeDeps({ joinLoyalty: vi.fn(async () => Promise.reject(new Error('x'))) }),
        'fr-CA',
      ),
    ).toEqual({
      status: 502,
      formError: 'Nous ne pouvons pas vous inscrire pour le moment. Veuillez réessayer.',
    });
    warn.restore();
    expect(noticeOf(new Request(`${ORIGIN}/fr-ca/account/membership?notice=loyalty-joined`), 'fr-CA')).toBe(
      'Bienvenue dans Ridgeline Récompenses!',
    );
  });
});
