import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from './signedIn';
import {
  decodeSession,
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type SlasTokenResponse,
} from '../../platform/commerce/shopperSession.server';
import { loginAction, logoutAction, registrationAction, ACCOUNT_FORM_MAX_BYTES } from './actions.server';
import { AccountCallError, type AccountDeps } from './auth.server';
import { ACCOUNT_MESSAGES as M, registrationSchema } from './messages';
import { safeRedirect } from './redirect';
import { fieldErrors, loginSchemaFor } from '@ridgeline/commerce';

const loginSchema = loginSchemaFor(M);
import { captureLog } from '../../testing/logCapture';

const errorsOf = (
  schema: typeof loginSchema | typeof registrationSchema,
  input: Record<string, unknown>,
): Record<string, string | undefined> => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : (fieldErrors(parsed.error as never) as Record<string, string | undefined>);
};

describe('the sign-in schema', () => {
  it('asks for the e-mail and the password with their own messages', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(M.emailRequired).toBe('Please enter your email address.');
    expect(M.passwordRequired).toBe('Please enter your password.');
  });
  it('refuses an e-mail out of the pattern or over 50 characters, and a password under 8 or over 255', () => {
    for (const email of [
      'ada',
      'ada@example',
      'ada@example.c',
      'ada@example.toolong',
      'a b@example.com',
      `${'a'.repeat(39)}@example.com`,
    ]) {
      expect(errorsOf(loginSchema, { email, password: 'Secret123' }).email, email).toBe(
        'Please enter a valid email address.',
      );
    }
    expect(errorsOf(loginSchema, { email: 'a.b+c%d-e@trail.example.co', password: 'Secret123' })).toEqual({});
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: '1234567' }).password).toBe(
      'Please enter a valid password.',
    );
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: 'x'.repeat(256) }).password).toBe(
      M.passwordInvalid,
    );
  });
  it('reads "Keep me logged in." as a checkbox', () => {
    expect(loginSchema.parse({ email: 'ada@example.com', password: 'Secret123', rememberMe: 'on' }).rememberMe).toBe(
      true,
    );
    expect(loginSchema.parse({ email: 'ada@example.com', password: 'Secret123' }).rememberMe).toBe(false);
  });
});

describe('the registration schema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'Secret123',
    postalCode: '94110',
    phone: '4155550100',
  };
  it('accepts a complete form, accented names and the curly apostrophe', () => {
    expect(errorsOf(registrationSchema, valid)).toEqual({});
    expect(errorsOf(registrationSchema, { ...valid, firstName: 'Zoë', lastName: 'O’Brien' })).toEqual({});
  });
  it('names each missing field', () => {
    expect(errorsOf(registrationSchema, { firstName: ' ', lastName: '', email: '', password: '' })).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: M.emailRequired,
      password: 'Please create a password.',
      postalCode: 'This field is required.',
      phone: 'This field is required.',
    });
  });
  it('refuses names with the forbidden characters or outside Latin-1', () => {
    for (const bad of ['A`da', 'A~da', 'A#da', 'A^da', 'A*da', 'A>da', 'A\\da', 'Ада']) {
      expect(errorsOf(registrationSchema, { ...valid, firstName: bad, lastName: bad }), bad).toEqual({
        firstName: 'Please enter valid first name.',
        lastName: 'Please enter valid last name.',
      });
    }
  });
  it('gives the first failing password rule of the checklist', () => {
    const message = (password: string) => errorsOf(registrationSchema, { ...valid, password }).password;
    expect(message('Sec1')).toBe('Password must contain at least 8 characters.');
    expect(message('secret123')).toBe('Password must contain at least one uppercase letter.');
    expect(message('SECRET123')).toBe('Password must contain at least one lowercase letter.');
    expect(message('Secretsss')).toBe('Password must contain at least one number.');
  });
});

describe('safeRedirect', () => {
  it('keeps a path of this site, normalised', () => {
    expect(safeRedirect('/c/mens-jackets/?page=2')).toBe('/c/mens-jackets/?page=2');
    expect(safeRedirect('/a/../cart')).toBe('/cart');
  });
  it('refuses anything that could leave the site, and the sign-in pages themselves', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'evil',
      '',
      '/login',
      '/registration?x=1',
      '/logout',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    }
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

const tokens = (customerId: string, usid = 'usid-1'): SlasTokenResponse => ({
  access_token: `at-${customerId}`,
  refresh_token: `rt-${customerId}`,
  usid,
  customer_id: customerId,
  expires_in: 1800,
});

function fakeDeps(overrides: Partial<AccountDeps> = {}): AccountDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    auth: { loginGuest: async () => tokens('guest-1'), refresh: async () => tokens('guest-1') },
    loginRegistered: async (email, password, usid) => {
      calls.push(`login ${email} ${usid ?? '-'}`);
      if (password !== 'Secret123') throw new AccountCallError(401, 'Credentials are invalid.');
      return tokens('cust-1', usid ?? 'usid-new');
    },
    register: async (guestToken, payload) => {
      calls.push(`register ${guestToken} ${payload.customer.email}`);
    },
    precheck: async () => ({ registrationStep: 'register' }),
    postAuth: async (token) => {
      calls.push(`post-auth ${token}`);
    },
    baskets: {
      getBasket: async (token, id) => ({ basketId: id }),
      mergeBasket: async () => ({ basketId: 'merged' }),
      updateShippingAddress: async (_t, id) => ({ basketId: id }),
      updateBillingAddress: async (_t, id) => ({ basketId: id }),
    },
    firstName: async () => 'Ada',
    ...overrides,
  };
}

const ORIGIN = 'http://shop.test';
const REGISTRATION_FIELDS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
  postalCode: '94110',
  phone: '(415) 555-0100',
  gender: '2',
};
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const sessionOfResponse = (response: Response) =>
  decodeSession(
    /ridgeline-shopper=([^;]*)/.exec(cookiesOf(response).find((c) => c.startsWith(SHOPPER_SESSION_COOKIE)) ?? '')?.[1],
  );

describe('loginAction', () => {
  it('signs in: the session becomes the customer’s, the bag count is cleared, 303 to the redirectUrl', async () => {
    const deps = fakeDeps();
    const guestCookie = `${SHOPPER_SESSION_COOKIE}=${encodeSession({ accessToken: 'g', refreshToken: 'gr', usid: 'usid-guest', expiresAt: Date.now() + 600_000 })}`;
    const outcome = await loginAction(
      post(
        '/login',
        { email: 'Ada@example.com', password: 'Secret123', rememberMe: 'on', redirectUrl: '/cart' },
        { cookie: guestCookie },
      ),
      deps,
    );
    expect('response' in outcome).toBe(true);
    const response = (outcome as { response: Response }).response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(deps.calls).toEqual(['login Ada@example.com usid-guest', 'post-auth at-cust-1']);
    const cookies = cookiesOf(response);
    expect(cookies.find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`))).toMatch(/Max-Age=2592000/);
    expect(cookies.find((c) => c.startsWith('ridgeline-bag-count='))).toMatch(/Max-Age=0/);
    // another customer now: the guest's customer groups are not theirs (asked again on the next page)
    expect(cookies.find((c) => c.startsWith('ridgeline-groups='))).toMatch(/^ridgeline-groups=; Max-Age=0/);
    // islands learn that someone is signed in from a script-readable cookie that holds no secret and names nobody
    const signedIn = cookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
    expect(signedIn).toMatch(/^ridgeline-signed-in=1;/);
    // nothing a script can read names the shopper: every cookie without HttpOnly is free of the first name
    // (the welcome toast's cookie included: it carries "Welcome back!" and the template, the page fills the name in)
    for (const cookie of cookies.filter((c) => !/HttpOnly/i.test(c))) expect(cookie, cookie).not.toMatch(/Ada/);
    expect(decodeURIComponent(cookies.find((c) => c.startsWith('ridgeline-flash-toast='))!)).toContain(
      'Welcome back, {name}!',
    );
    expect(signedIn).not.toMatch(/HttpOnly/i);
    expect(sessionOfResponse(response)).toMatchObject({
      customerId: 'cust-1',
      accessToken: 'at-cust-1',
      registered: { firstName: 'Ada' },
    });
  });

  it('without "Keep me logged in." the cookie ends with the browser session', async () => {
    const outcome = await loginAction(post('/login', { email: 'ada@example.com', password: 'Secret123' }), fakeDeps());
    const response = (outcome as { response: Response }).response;
    expect(cookiesOf(response).find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`))).not.toMatch(/Max-Age/);
    expect(sessionOfResponse(response)?.registered).toEqual({ firstName: 'Ada', remember: false });
  });

  it('refuses an open redirect: anything but a same-site path goes home', async () => {
    for (const redirectUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const outcome = await loginAction(
        post('/login', { email: 'ada@example.com', password: 'Secret123', redirectUrl }),
        fakeDeps(),
      );
      expect((outcome as { response: Response }).response.headers.get('location')).toBe('/');
    }
  });

  it('says the wrong-password message on a 401, keeps the e-mail and sets no cookie', async () => {
    const outcome = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Wrong1234', rememberMe: 'on' }),
      fakeDeps(),
    );
    expect(outcome).toEqual({
      problem: {
        status: 401,
        values: { email: 'ada@example.com', rememberMe: true },
        errors: {},
        formError: 'Invalid login or password. Remember that password is case-sensitive. Please try again.',
      },
    });
  });

  it('says the generic message for any other failure (an outage)', async () => {
    const warn = captureLog();
    const deps = fakeDeps({
      loginRegistered: async () => {
        throw new AccountCallError(500, 'down');
      },
    });
    const outcome = await loginAction(post('/login', { email: 'ada@example.com', password: 'Secret123' }), deps);
    expect(outcome).toMatchObject({ problem: { status: 502, formError: 'Something went wrong. Try again!' } });
    warn.restore();
  });

  it('answers invalid fields with their messages without calling SLAS', async () => {
    const deps = fakeDeps();
    const outcome = await loginAction(post('/login', { email: 'nope', password: '' }), deps);
    expect(outcome).toMatchObject({
      problem: { status: 400, errors: { email: M.emailInvalid, password: M.passwordRequired } },
    });
    expect(deps.calls).toEqual([]);
  });

  it('refuses a post from another site or without Origin, and a body over the limit', async () => {
    const warn = captureLog();
    const deps = fakeDeps();
    const other = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Secret123' }, { origin: 'https://evil.example' }),
      deps,
    );
    expect((other as { response: Response }).response.status).toBe(403);
    const bare = new Request(`${ORIGIN}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(((await loginAction(bare, deps)) as { response: Response }).response.status).toBe(403);
    const big = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'x'.repeat(ACCOUNT_FORM_MAX_BYTES) }),
      deps,
    );
    expect((big as { response: Response }).response.status).toBe(413);
    expect(deps.calls).toEqual([]);
    warn.restore();
  });
});

describe('registrationAction', () => {
  it('registers with a guest token, then signs the new customer in', async () => {
    const deps = fakeDeps();
    const outcome = await registrationAction(post('/registration', { ...REGISTRATION_FIELDS }), deps);
    const response = (outcome as { response: Response }).response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(deps.calls).toEqual([
      'register at-guest-1 ada@example.com',
      'login ada@example.com usid-1',
      'post-auth at-cust-1',
    ]);
    expect(sessionOfResponse(response)).toMatchObject({ customerId: 'cust-1', registered: { firstName: 'Ada' } });
  });

  it('toasts "Sign up failed. Please try again." with a generic form error when the account cannot be created', async () => {
    const warn = captureLog();
    const deps = fakeDeps({
      register: async () => {
        throw new AccountCallError(400, 'Login Already In Use');
      },
    });
    const outcome = await registrationAction(post('/registration', { ...REGISTRATION_FIELDS }), deps);
    expect(outcome).toMatchObject({
      problem: { status: 400, formError: 'Something went wrong. Try again!', values: { email: 'ada@example.com' } },
    });
    const flash = (outcome as { problem: { flash: string } }).problem.flash;
    expect(decodeURIComponent(flash)).toMatch(
      /^ridgeline-flash-toast=.*"title":"Sign up failed\. Please try again\.".*"status":"error"/,
    );
    expect(JSON.stringify(outcome)).not.toContain('Secret123');
    warn.restore();
  });
});

describe('logoutAction', () => {
  /** A guest's sign-out and a refused one ask SLAS nothing: reading the account clients fails the test. */
  const noSlas = () => {
    throw new Error('a guest or refused sign-out must not reach the account clients');
  };
  it('clears the session, the bag count and the customer-groups cookies and goes home', async () => {
    const response = await logoutAction(post('/logout', {}), noSlas);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cookies = cookiesOf(response);
    expect(cookies).toHaveLength(4);
    expect(cookies.some((c) => /^ridgeline-groups=; Max-Age=0/.test(c))).toBe(true);
    expect(cookies.every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(
      ['ridgeline-bag-count', 'ridgeline-groups', SIGNED_IN_COOKIE, SHOPPER_SESSION_COOKIE].sort(),
    );
  });
  it('signs out a post without a body (no Content-Type, nothing to read): only the same-origin check applies', async () => {
    const bare = new Request(`${ORIGIN}/logout`, { method: 'POST', headers: { origin: ORIGIN } });
    const response = await logoutAction(bare, noSlas);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(cookiesOf(response).every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(cookiesOf(response)).toHaveLength(4);
    // an unreadable or oversized body still signs out, going home
    const oversized = await logoutAction(
      post('/logout', { redirectUrl: '/cart', filler: 'x'.repeat(ACCOUNT_FORM_MAX_BYTES) }),
      noSlas,
    );
    expect([oversized.status, oversized.headers.get('location'), cookiesOf(oversized).length]).toEqual([303, '/', 4]);
    // a form's same-site redirectUrl is followed
    expect((await logoutAction(post('/logout', { redirectUrl: '/fr-ca/home' }), noSlas)).headers.get('location')).toBe(
      '/fr-ca/home',
    );
    // same-site via Sec-Fetch-Site only
    const fetched = new Request(`${ORIGIN}/logout`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    expect((await logoutAction(fetched, noSlas)).status).toBe(303);
  });
  it('refuses a cross-site sign-out', async () => {
    const warn = captureLog();
    expect((await logoutAction(post('/logout', {}, { origin: 'https://evil.example' }), noSlas)).status).toBe(403);
    // without a body too, and a post with neither Origin nor Sec-Fetch-Site (an old browser's cross-site form)
    expect(
      (
        await logoutAction(
          new Request(`${ORIGIN}/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } }),
          noSlas,
        )
      ).status,
    ).toBe(403);
    expect((await logoutAction(new Request(`${ORIGIN}/logout`, { method: 'POST' }), noSlas)).status).toBe(403);
    warn.restore();
  });
  const registeredCookie = () =>
    `${SHOPPER_SESSION_COOKIE}=${encodeSession({ accessToken: 'at-1', refreshToken: 'rt-1', usid: 'usid-1', customerId: 'c-1', expiresAt: Date.now() + 600_000, registered: { firstName: 'Ada' } })}`;
  it("revokes a registered shopper's tokens with SLAS logout before clearing the cookies", async () => {
    const revoked: string[] = [];
    const auth = {
      loginGuest: vi.fn(),
      refresh: vi.fn(),
      logout: async (access: string, refresh: string) => void revoked.push(`${access} ${refresh}`),
    };
    const response = await logoutAction(post('/logout', {}, { cookie: registeredCookie() }), { auth });
    expect(revoked).toEqual(['at-1 rt-1']);
    expect(response.status).toBe(303);
    expect(cookiesOf(response).every((c) => /Max-Age=0/.test(c))).toBe(true);
  });
  it('still signs out (and logs) when the revocation fails', async () => {
    const warn = captureLog();
    const auth = {
      loginGuest: vi.fn(),
      refresh: vi.fn(),
      logout: async () => {
        throw new AccountCallError(503, 'down');
      },
    };
    const response = await logoutAction(post('/logout', {}, { cookie: registeredCookie() }), { auth });
    expect(response.status).toBe(303);
    expect(cookiesOf(response)).toHaveLength(4);
    expect(warn.text()).toContain('logout-revoke-failed');
    expect(warn.text()).not.toContain('rt-1');
    warn.restore();
  });
  it('makes no revocation call for a guest (SLAS logout is for registered shoppers)', async () => {
    const logout = vi.fn();
    const guest = `${SHOPPER_SESSION_COOKIE}=${encodeSession({ accessToken: 'g', refreshToken: 'gr', usid: 'u', expiresAt: Date.now() + 600_000 })}`;
    await logoutAction(post('/logout', {}, { cookie: guest }), {
      auth: { loginGuest: vi.fn(), refresh: vi.fn(), logout },
    });
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('loginAction: the postal code the precheck asks for (updatePostalCode)', () => {
  it("is checked by the locale's country, then saved on the customer after the sign-in (c_postalCode)", async () => {
    const saved: string[] = [];
    const deps = fakeDeps({
      updatePostalCode: async (token, customerId, postalCode) =>
        void saved.push(`${token} ${customerId} ${postalCode}`),
    });
    const refused = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Secret123', postalCode: 'K1A 0B1' }),
      deps,
    );
    expect((refused as { problem: { errors: Record<string, string> } }).problem.errors).toEqual({
      postalCode: 'Please enter a valid zip code',
    });
    expect(deps.calls).toEqual([]);

    const outcome = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Secret123', postalCode: ' 94110 ' }),
      deps,
    );
    expect((outcome as { response: Response }).response.status).toBe(303);
    expect(saved).toEqual(['at-cust-1 cust-1 94110']);
  });

  it('a failed save is logged and the sign-in goes on; without the field nothing is saved', async () => {
    const warn = captureLog();
    const failing = fakeDeps({ updatePostalCode: async () => Promise.reject(new AccountCallError(500, 'boom')) });
    const outcome = await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Secret123', postalCode: '94110' }),
      failing,
    );
    expect((outcome as { response: Response }).response.status).toBe(303);
    expect(warn.text()).toContain('postal-code-update-failed');
    const update = vi.fn();
    await loginAction(
      post('/login', { email: 'ada@example.com', password: 'Secret123' }),
      fakeDeps({ updatePostalCode: update }),
    );
    expect(update).not.toHaveBeenCalled();
    warn.restore();
  });
});
