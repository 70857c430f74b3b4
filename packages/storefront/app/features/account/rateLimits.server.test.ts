import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLoadContext } from '../../testing/appContext';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig } from '../../platform/commerce/config.server';
import type { SlasTokenResponse } from '../../platform/commerce/shopperSession.server';
import { clientConfig } from '@ridgeline/commerce/server';
import { clientAddressContext } from '../../platform/request/clientAddress.server';
import { action as loginRouteAction } from './routes/login';
import { action as accountJsonAction } from './routes/account-json';
import { loginAction, registrationAction } from './actions.server';
import { AccountCallError, createAccountDeps, type AccountDeps } from './auth.server';
import { ACCOUNT_MESSAGES as M } from './messages';
import { createRecoveryDeps, type RecoveryDeps } from './recovery/deps.server';
import {
  passwordlessRequestAction,
  passwordlessRequestPage,
  resetPasswordAction,
  resetRequestAction,
} from './recovery/actions.server';
import { accountRateLimits, ACCOUNT_RATE_LIMITS, AccountRateLimits } from './rateLimits.server';
import { SLAS_LOCKOUT_RETRY_AFTER_S } from '@ridgeline/commerce/server';

/** Where mailed links point in these tests (the public origin, never the request's host). */
const TEST_LINKS = { publicOrigin: 'https://shop.example' };

// The storefront's own limits on sign-in, registration and mailed links (docs/behaviour/accounts.md, "Limits"), the
// lockout message, and the shopper's address forwarded to SLAS. The clock is vitest's fake one: windows and
// Retry-After values are exact.

const ORIGIN = 'http://shop.test';
const A = '203.0.113.10';
const B = '198.51.100.20';
const PASSWORD = 'Secret123';
const SIGN_IN_LOCKED_15 =
  'Your account is temporarily locked after too many failed sign-in attempts. Please try again in 15 minutes or reset your password.';
const SIGN_IN_LIMITED_15 = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/login', { email, password }, headers);
const REGISTRATION = {
  firstName: 'Grace',
  lastName: 'Hopper',
  password: PASSWORD,
  postalCode: '94110',
  phone: '(415) 555-0100',
  gender: '2',
  privacyconsent: 'on',
  isLoyaltyFormSubmit: 'true',
};
const tokens = (customerId: string): SlasTokenResponse => ({
  access_token: `at-${customerId}`,
  refresh_token: `rt-${customerId}`,
  usid: 'usid-1',
  customer_id: customerId,
  expires_in: 1800,
});

/** What SLAS sees as the caller's address on a call made now: the `X-Forwarded-For` the SDK client config adds. */
async function forwardedAddressNow(): Promise<string | undefined> {
  let seen: string | undefined;
  const probe = clientConfig(readCommerceConfig({}), (async (_input: unknown, init?: { headers?: HeadersInit }) => {
    seen = new Headers(init?.headers).get('x-forwarded-for') ?? undefined;
    return new Response('{}');
  }) as never);
  await (probe.fetch as (input: string, init: object) => Promise<Response>)('http://slas.test/', {
    headers: { authorization: 'Basic x' },
  });
  return seen;
}

/**
 * A shop's SLAS and Shopper Customers: registered shoppers with their passwords, and (`lockAddressAfter`) the
 * sandbox's throttle, which locks an address after that many failed logins, counting by the first X-Forwarded-For
 * address and, without one, by the socket's peer (the storefront server) as the sandbox did before.
 */
function fakeShop(options: { lockAddressAfter?: number } = {}) {
  const passwords = new Map([['ada@example.com', PASSWORD]]);
  const failures = new Map<string, number>();
  const logins: Array<{ email: string; address: string }> = [];
  const deps: AccountDeps = {
    auth: { loginGuest: async () => tokens('guest'), refresh: async () => tokens('guest') },
    loginRegistered: async (email, password) => {
      const address = (await forwardedAddressNow()) ?? 'storefront-server';
      logins.push({ email, address });
      if (options.lockAddressAfter !== undefined && (failures.get(address) ?? 0) >= options.lockAddressAfter)
        throw new AccountCallError(429, 'Too many failed login attempts. Try again later.');
      if (passwords.get(email.toLowerCase()) !== password) {
        failures.set(address, (failures.get(address) ?? 0) + 1);
        throw new AccountCallError(401, 'Credentials are invalid.');
      }
      return tokens(`cust-${email}`);
    },
    register: async (_token, payload) => {
      const { email } = (payload as unknown as { customer: { email: string } }).customer;
      if (passwords.has(email)) throw new AccountCallError(400, 'exists');
      passwords.set(email, (payload as unknown as { password: string }).password);
    },
    precheck: async () => ({ registrationStep: 'register' }),
    postAuth: async () => {},
    baskets: {
      getBasket: async (_t, id) => ({ basketId: id }),
      mergeBasket: async () => ({ basketId: 'merged' }),
      updateShippingAddress: async (_t, id) => ({ basketId: id }),
      updateBillingAddress: async (_t, id) => ({ basketId: id }),
    },
    firstName: async () => 'Ada',
  };
  return { deps, logins };
}

/** Recovery calls that always succeed, counted. */
function fakeRecovery(): RecoveryDeps & { mails: string[] } {
  const mails: string[] = [];
  return {
    mails,
    requestPasswordReset: async (email) => void mails.push(`reset ${email}`),
    resetPassword: async () => {},
    requestPasswordless: async (email) => void mails.push(`passwordless ${email}`),
    passwordlessTokens: async () => tokens('c'),
    authorizeSocial: async () => ({ location: 'https://idp.example', codeVerifier: 'v' }),
    socialTokens: async () => tokens('c'),
  };
}

/** The HTTP status an action's outcome is answered with (a page's "sent" confirmation is a 200). */
const statusOf = (outcome: unknown): number => {
  const answer = outcome as { response?: Response; problem?: { status: number }; sent?: unknown };
  return answer.response?.status ?? answer.problem?.status ?? (answer.sent ? 200 : 0);
};

let limits: AccountRateLimits;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-15T10:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  limits = new AccountRateLimits();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the numbers', () => {
  it('are the documented ones (docs/behaviour/accounts.md, "Limits")', () => {
    expect(ACCOUNT_RATE_LIMITS).toEqual({
      signInFailuresPerAccount: { points: 10, durationS: 900 },
      signInFailuresPerAddress: { points: 30, durationS: 900 },
      registrationsPerAccount: { points: 5, durationS: 3600 },
      registrationsPerAddress: { points: 20, durationS: 3600 },
      passwordlessPerAccount: { points: 5, durationS: 3600 },
      passwordlessPerAddress: { points: 20, durationS: 3600 },
      passwordResetsPerAccount: { points: 5, durationS: 3600 },
      passwordResetsPerAddress: { points: 20, durationS: 3600 },
    });
  });
});

describe('one client cannot lock every shopper out', () => {
  it('25 failed sign-ins from address A, then a correct sign-in and a registration from address B go through', async () => {
    // SLAS (as the sandbox) locks an address after 20 failures: it must see the shoppers' addresses, not the storefront's
    const { deps, logins } = fakeShop({ lockAddressAfter: 20 });
    for (let i = 0; i < 25; i += 1) {
      const outcome = await loginAction(signIn(`nobody-${i}@example.com`, 'Wrong1234'), deps, Date.now(), {
        clientAddress: A,
        limits,
      });
      expect(statusOf(outcome), `attempt ${i + 1}`).toBe(i < 20 ? 401 : 429);
    }
    expect(new Set(logins.map((login) => login.address))).toEqual(new Set([A]));

    const fromB = await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), {
      clientAddress: B,
      limits,
    });
    expect(statusOf(fromB)).toBe(303);
    const registered = await registrationAction(
      post('/registration', { ...REGISTRATION, email: 'grace@example.com' }),
      deps,
      Date.now(),
      { clientAddress: B, limits },
    );
    expect(statusOf(registered)).toBe(303);
    expect(logins.at(-1)).toEqual({ email: 'grace@example.com', address: B });
  });

  it('the 31st failed-or-not attempt from one address answers 429 with Retry-After, in the form’s locale; after the window it may try again', async () => {
    const { deps, logins } = fakeShop();
    for (let i = 0; i < 30; i += 1) {
      expect(
        statusOf(
          await loginAction(signIn(`guess-${i}@example.com`, 'Wrong1234'), deps, Date.now(), {
            clientAddress: A,
            limits,
          }),
        ),
      ).toBe(401);
    }
    const page = await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits });
    expect(page).toMatchObject({
      problem: { status: 429, formError: SIGN_IN_LIMITED_15, retryAfterS: 900, values: { email: 'ada@example.com' } },
    });
    const dialog = await loginAction(
      signIn('ada@example.com', PASSWORD, { accept: 'application/json' }),
      deps,
      Date.now(),
      { clientAddress: A, limits },
    );
    const response = (dialog as { response: Response }).response;
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await response.json()).toEqual({
      ok: false,
      code: 'rate-limited',
      formError: SIGN_IN_LIMITED_15,
      errors: {},
    });
    const french = await loginAction(
      post('/login', { email: 'ada@example.com', password: PASSWORD, localeId: 'fr-CA' }),
      deps,
      Date.now(),
      { clientAddress: A, limits },
    );
    expect(french).toMatchObject({
      problem: {
        status: 429,
        formError: 'Trop de tentatives de connexion. Veuillez patienter 15\u00a0minutes, puis réessayer.',
      },
    });
    // refused attempts never reached SLAS; another address is not affected
    expect(logins).toHaveLength(30);
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: B, limits })),
    ).toBe(303);

    vi.advanceTimersByTime(10 * 60_000);
    expect(
      await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits }),
    ).toMatchObject({
      problem: { retryAfterS: 300, formError: 'Too many sign-in attempts. Please wait 5 minutes and try again.' },
    });
    vi.advanceTimersByTime(5 * 60_000);
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits })),
    ).toBe(303);
  });

  it('successful sign-ins from a shared address (an office, a store) do not count', async () => {
    const { deps } = fakeShop();
    for (let i = 0; i < 40; i += 1)
      expect(
        statusOf(
          await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits }),
        ),
      ).toBe(303);
  });

  it('an outage (SLAS 5xx) counts for nobody', async () => {
    const { deps } = fakeShop();
    const down = { ...deps, loginRegistered: async () => Promise.reject(new AccountCallError(503, 'down')) };
    for (let i = 0; i < 35; i += 1)
      expect(
        statusOf(
          await loginAction(signIn('ada@example.com', PASSWORD), down, Date.now(), { clientAddress: A, limits }),
        ),
      ).toBe(502);
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits })),
    ).toBe(303);
  });
});

describe('one account guessed at', () => {
  it('10 failures lock the account for everyone with the lockout message, not "Something went wrong"; other accounts go on', async () => {
    const { deps, logins } = fakeShop();
    for (let i = 0; i < 10; i += 1) {
      expect(
        statusOf(
          await loginAction(signIn('ada@example.com', 'Wrong1234'), deps, Date.now(), {
            clientAddress: `203.0.113.${100 + i}`,
            limits,
          }),
        ),
      ).toBe(401);
    }
    // the 11th attempt, with the right password and from a fresh address: refused before SLAS
    const locked = await loginAction(signIn('ADA@example.com ', PASSWORD), deps, Date.now(), {
      clientAddress: B,
      limits,
    });
    expect(locked).toMatchObject({
      problem: { status: 429, formError: SIGN_IN_LOCKED_15, retryAfterS: 900, code: 'rate-limited' },
    });
    expect(logins).toHaveLength(10);
    const dialog = (await loginAction(
      signIn('ada@example.com', PASSWORD, { accept: 'application/json' }),
      deps,
      Date.now(),
      { clientAddress: B, limits },
    )) as { response: Response };
    expect(dialog.response.headers.get('retry-after')).toBe('900');
    expect(await dialog.response.json()).toMatchObject({ code: 'rate-limited', formError: SIGN_IN_LOCKED_15 });

    expect(
      statusOf(
        await loginAction(signIn('grace@example.com', 'Wrong1234'), deps, Date.now(), { clientAddress: B, limits }),
      ),
    ).toBe(401);
    vi.advanceTimersByTime(15 * 60_000);
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: B, limits })),
    ).toBe(303);
  });

  it('a success starts the account’s count again', async () => {
    const { deps } = fakeShop();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1)
        expect(
          statusOf(
            await loginAction(signIn('ada@example.com', 'Wrong1234'), deps, Date.now(), { clientAddress: A, limits }),
          ),
        ).toBe(401);
      expect(
        statusOf(
          await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: A, limits }),
        ),
      ).toBe(303);
    }
  });

  it('a password reset through the mailed link unlocks it', async () => {
    const { deps } = fakeShop();
    for (let i = 0; i < 10; i += 1)
      await loginAction(signIn('ada@example.com', 'Wrong1234'), deps, Date.now(), { clientAddress: A, limits });
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: B, limits })),
    ).toBe(429);
    const reset = await resetPasswordAction(
      post('/reset-password-callback', { token: 't'.repeat(20), email: 'ada@example.com', password: 'NewSecret1' }),
      fakeRecovery(),
      { clientAddress: B, limits },
    );
    expect(statusOf(reset)).toBe(303);
    expect(
      statusOf(await loginAction(signIn('ada@example.com', PASSWORD), deps, Date.now(), { clientAddress: B, limits })),
    ).toBe(303);
  });
});

describe('SLAS says the account is locked', () => {
  it.each([423, 429])('%i shows the lockout message with Retry-After, and counts as a failure', async (status) => {
    const { deps } = fakeShop();
    const refusing = {
      ...deps,
      loginRegistered: async () =>
        Promise.reject(new AccountCallError(status, 'Too many failed login attempts. Try again later.')),
    };
    const page = await loginAction(signIn('ada@example.com', PASSWORD), refusing, Date.now(), {
      clientAddress: A,
      limits,
    });
    expect(page).toMatchObject({
      problem: { status: 429, formError: SIGN_IN_LOCKED_15, retryAfterS: SLAS_LOCKOUT_RETRY_AFTER_S },
    });
    const dialog = (await loginAction(
      signIn('ada@example.com', PASSWORD, { accept: 'application/json' }),
      refusing,
      Date.now(),
      { clientAddress: A, limits },
    )) as { response: Response };
    expect(dialog.response.status).toBe(429);
    expect(dialog.response.headers.get('retry-after')).toBe('900');
    expect(await dialog.response.json()).toEqual({
      ok: false,
      code: 'rate-limited',
      formError: SIGN_IN_LOCKED_15,
      errors: {},
    });
    const french = await loginAction(
      post('/login', { email: 'ada@example.com', password: PASSWORD, localeId: 'fr-CA' }),
      refusing,
      Date.now(),
      { clientAddress: A, limits },
    );
    expect(french).toMatchObject({
      problem: {
        formError:
          'Votre compte est temporairement verrouillé après trop de tentatives de connexion infructueuses. Veuillez réessayer dans 15\u00a0minutes ou réinitialiser votre mot de passe.',
      },
    });
  });
});

describe('registration and mailed links', () => {
  it('registration: 20 an hour from one address, 5 an hour per e-mail; a validation error costs nothing', async () => {
    const { deps } = fakeShop();
    for (let i = 0; i < 5; i += 1)
      await registrationAction(post('/registration', { ...REGISTRATION, lastName: '' }), deps, Date.now(), {
        clientAddress: A,
        limits,
      });
    for (let i = 0; i < 20; i += 1) {
      expect(
        statusOf(
          await registrationAction(
            post('/registration', { ...REGISTRATION, email: `new-${i}@example.com` }),
            deps,
            Date.now(),
            { clientAddress: A, limits },
          ),
        ),
      ).toBe(303);
    }
    const refused = await registrationAction(
      post('/registration', { ...REGISTRATION, email: 'new-21@example.com' }, { accept: 'application/json' }),
      deps,
      Date.now(),
      { clientAddress: A, limits },
    );
    const response = (refused as { response: Response }).response;
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(await response.json()).toMatchObject({
      code: 'rate-limited',
      formError: 'Too many requests. Please wait 60 minutes and try again.',
    });
    const page = await registrationAction(
      post('/registration', { ...REGISTRATION, email: 'new-21@example.com' }),
      deps,
      Date.now(),
      { clientAddress: A, limits },
    );
    expect(page).toMatchObject({
      problem: { status: 429, retryAfterS: 3600, values: { email: 'new-21@example.com' } },
    });

    for (let i = 0; i < 5; i += 1)
      await registrationAction(
        post('/registration', { ...REGISTRATION, email: 'twice@example.com' }),
        deps,
        Date.now(),
        { clientAddress: `198.51.100.${i}`, limits },
      );
    expect(
      statusOf(
        await registrationAction(
          post('/registration', { ...REGISTRATION, email: 'twice@example.com' }),
          deps,
          Date.now(),
          { clientAddress: B, limits },
        ),
      ),
    ).toBe(429);
  });

  it.each([
    [
      'password reset',
      (request: Request, deps: RecoveryDeps, address: string) =>
        resetRequestAction(request, deps, TEST_LINKS, { clientAddress: address, limits }),
      '/reset-password',
    ],
    [
      'passwordless',
      (request: Request, deps: RecoveryDeps, address: string) =>
        passwordlessRequestAction(request, deps, TEST_LINKS, { clientAddress: address, limits }),
      '/login/passwordless',
    ],
  ] as const)('%s: 5 links an hour per e-mail, 20 per address, every request counted', async (_name, send, path) => {
    const deps = fakeRecovery();
    for (let i = 0; i < 5; i += 1)
      expect(
        statusOf(
          await send(post(path, { email: 'ada@example.com' }, { accept: 'application/json' }), deps, `198.51.100.${i}`),
        ),
      ).toBe(200);
    const refused = (await send(post(path, { email: 'Ada@Example.com' }, { accept: 'application/json' }), deps, B)) as {
      response: Response;
    };
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('3600');
    expect(await refused.response.json()).toEqual({
      ok: false,
      code: 'rate-limited',
      formError: 'Too many requests. Please wait 60 minutes and try again.',
      errors: {},
    });
    const page = await send(post(`/fr-ca${path}`, { email: 'ada@example.com' }), deps, B);
    const french = 'Trop de demandes. Veuillez patienter 60\u00a0minutes, puis réessayer.';
    if (path === '/login/passwordless') {
      // a plain post goes on (303) to the request page, which shows the wait in the page's language
      const location = (page as { response: Response }).response.headers.get('location')!;
      expect(location).toBe('/fr-ca/login/passwordless?error=rate-limited&retry=3600');
      expect(passwordlessRequestPage(new URL(location, 'https://shop.example'))).toEqual({ formError: french });
    } else {
      expect(page).toMatchObject({ problem: { status: 429, retryAfterS: 3600, formError: french } });
    }
    expect(deps.mails).toHaveLength(5);

    const json = { accept: 'application/json' };
    for (let i = 0; i < 20; i += 1)
      expect(statusOf(await send(post(path, { email: `shopper-${i}@example.com` }, json), deps, A))).not.toBe(429);
    expect(statusOf(await send(post(path, { email: 'shopper-20@example.com' }, json), deps, A))).toBe(429);
    expect(deps.mails).toHaveLength(25);
  });
});

describe('the routes take the address from the router context', () => {
  const contextFor = (address: string) => {
    const context = testLoadContext();
    context.set(clientAddressContext, address);
    return context;
  };
  // the process's limits, as the routes use them: this address has spent its failed sign-ins
  const spent = '192.0.2.77';
  beforeEach(async () => {
    const { deps } = fakeShop();
    for (let i = 0; i < 30; i += 1)
      await loginAction(signIn(`route-${i}@example.com`, 'Wrong1234'), deps, Date.now(), { clientAddress: spent });
    vi.spyOn(accountRateLimits(), 'startSignIn');
  });

  it('POST /login re-renders the form with the message, 429 and Retry-After', async () => {
    const answer = (await loginRouteAction({
      request: signIn('ada@example.com', PASSWORD),
      context: contextFor(spent),
    } as never)) as unknown as {
      data: { formError: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(429);
    expect(answer.init.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'Retry-After': '900' });
    expect(answer.data.formError).toBe(SIGN_IN_LIMITED_15);
  });

  it('the dialog’s POST /login/submit answers JSON with code rate-limited', async () => {
    const response = (await accountJsonAction({
      request: post('/login/submit', { email: 'ada@example.com', password: PASSWORD }),
      context: contextFor(spent),
    })) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await response.json()).toMatchObject({ code: 'rate-limited', formError: SIGN_IN_LIMITED_15 });
  });
});

describe('the shopper’s address reaches SLAS (X-Forwarded-For)', () => {
  // a stand-in SLAS on loopback: it records each request's headers and answers as told
  let server: Server;
  const seen: Array<{ path: string; forwardedFor: string | undefined }> = [];
  let answer: { status: number; body: unknown; headers?: Record<string, string> } = {
    status: 401,
    body: { message: 'Credentials are invalid.' },
  };
  let account: AccountDeps;
  let recovery: RecoveryDeps;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      seen.push({
        path: new URL(req.url ?? '/', 'http://x').pathname,
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      req.resume();
      req.on('end', () => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const config = readCommerceConfig({ COMMERCE_PROXY: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    account = createAccountDeps(config);
    recovery = createRecoveryDeps(config, {});
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    // real sockets: the real clock
    vi.useRealTimers();
    seen.length = 0;
    answer = { status: 401, body: { message: 'Credentials are invalid.' } };
  });

  it('on the registered login, the password-reset and the passwordless requests', async () => {
    expect(
      statusOf(
        await loginAction(signIn('ada@example.com', 'Wrong1234'), account, Date.now(), { clientAddress: A, limits }),
      ),
    ).toBe(401);
    expect(seen.at(-1)).toEqual({ path: expect.stringMatching(/\/oauth2\/login$/), forwardedFor: A });

    answer = { status: 200, body: {} };
    await resetRequestAction(post('/reset-password', { email: 'ada@example.com' }), recovery, TEST_LINKS, {
      clientAddress: B,
      limits,
    });
    expect(seen.at(-1)).toEqual({ path: expect.stringMatching(/\/oauth2\/password\/reset$/), forwardedFor: B });
    await passwordlessRequestAction(post('/login/passwordless', { email: 'ada@example.com' }), recovery, TEST_LINKS, {
      clientAddress: '2001:db8::7',
      limits,
    });
    expect(seen.at(-1)).toEqual({
      path: expect.stringMatching(/\/oauth2\/passwordless\/login$/),
      forwardedFor: '2001:db8::7',
    });
  });

  it('never for calls outside a shopper’s request, nor an unknown address', async () => {
    await loginAction(signIn('ada@example.com', 'Wrong1234'), account, Date.now(), { limits });
    expect(seen.at(-1)?.forwardedFor).toBeUndefined();
  });

  it('the sandbox’s lock answer (429, its JSON) through the real SLAS client shows the lockout message', async () => {
    answer = {
      status: 429,
      body: { status_code: '429 TOO_MANY_REQUESTS', message: 'Too many failed login attempts. Try again later.' },
      headers: { 'retry-after': '900' },
    };
    const outcome = await loginAction(signIn('ada@example.com', PASSWORD), account, Date.now(), {
      clientAddress: A,
      limits,
    });
    expect(outcome).toMatchObject({ problem: { status: 429, formError: SIGN_IN_LOCKED_15 } });
    answer = { status: 423, body: { message: 'Account locked.' } };
    expect(
      await loginAction(signIn('ada@example.com', PASSWORD), account, Date.now(), { clientAddress: A, limits }),
    ).toMatchObject({ problem: { status: 429, formError: SIGN_IN_LOCKED_15 } });
    expect(M.accountLocked).toContain('{wait}');
  });
});
