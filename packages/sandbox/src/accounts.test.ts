import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { hashPassword, LoginThrottle, verifyPassword } from './commerce/accounts.js';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { testSandboxes } from './test-helpers.js';

const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const redirectURI = 'http://localhost:3000/callback';
const { start, stop, dataDir: dataDirFor } = testSandboxes();

/** A SLAS client; `client` is the shopper's address the storefront forwards (`X-Forwarded-For`). */
const slas = (sandbox: Sandbox, client?: string) =>
  new ShopperLogin({ proxy: sandbox.url, parameters, ...(client ? { headers: { 'x-forwarded-for': client } } : {}) });
const guest = (sandbox: Sandbox) => helpers.loginGuestUser({ slasClient: slas(sandbox), parameters: { redirectURI } });
const customersApi = (sandbox: Sandbox, token: string) =>
  new ShopperCustomers({
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${token}` },
    throwOnBadResponse: true,
  });
const login = (sandbox: Sandbox, username: string, password: string, usid?: string, client?: string) =>
  helpers.loginRegisteredUserB2C({
    slasClient: slas(sandbox, client),
    credentials: { username, password },
    parameters: { redirectURI, ...(usid ? { usid } : {}) },
  });
const loginFrom = (client: string, sandbox: Sandbox, username: string, password: string) =>
  login(sandbox, username, password, undefined, client);

async function register(sandbox: Sandbox, email: string, password: string) {
  const token = (await guest(sandbox)).access_token;
  return customersApi(sandbox, token).registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
  });
}

/** The status and body of a refused SDK call. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (!response) throw error;
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
  }
  throw new Error('the call succeeded');
}

describe('passwords', () => {
  it('are salted scrypt hashes that verify only the same password', async () => {
    const [a, b] = [await hashPassword('Secret123'), await hashPassword('Secret123')];
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('secret123', a)).toBe(false);
    expect(await verifyPassword('Secret123', undefined)).toBe(false);
  });
});

describe('the login throttle', () => {
  it('tells which lock refuses an attempt, the client one first', () => {
    let now = 0;
    const throttle = new LoginThrottle(
      { accountFailures: 2, addressFailures: 3, windowMs: 1000, lockMs: 5000 },
      () => now,
    );
    throttle.failed('a@example.com', '10.0.0.1');
    throttle.failed('a@example.com', '10.0.0.2');
    expect(throttle.lock('a@example.com', '10.0.0.3')).toEqual({ scope: 'account', retryAfter: 5 });
    expect(throttle.lock('b@example.com', '10.0.0.1')).toBeUndefined();
    throttle.failed('b@example.com', '10.0.0.1');
    throttle.failed('c@example.com', '10.0.0.1');
    now = 1000;
    // both locked (a@ until 5000, the client until 5000): the client's lock is the answer
    expect(throttle.lock('a@example.com', '10.0.0.1')).toEqual({ scope: 'client', retryAfter: 4 });
    expect(throttle.lock('d@example.com', '10.0.0.9')).toBeUndefined();
  });

  it('keeps a locked account locked through a flood of made-up logins', () => {
    const throttle = new LoginThrottle(
      { accountFailures: 2, addressFailures: 1_000_000, windowMs: 60_000, lockMs: 60_000 },
      () => 0,
    );
    throttle.failed('victim@example.com', '10.0.0.1');
    throttle.failed('victim@example.com', '10.0.0.1');
    for (let i = 0; i < 12_000; i++) throttle.failed(`made-up-${i}@example.com`, `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.lock('victim@example.com', '10.9.9.9')).toEqual({ scope: 'account', retryAfter: 60 });
  });

  it('locks an account after its failures, and an address after its own, for the lock time only', () => {
    let now = 0;
    const throttle = new LoginThrottle(
      { accountFailures: 2, addressFailures: 3, windowMs: 1000, lockMs: 5000 },
      () => now,
    );
    throttle.failed('a@example.com', '10.0.0.1');
    expect(throttle.retryAfter('a@example.com', '10.0.0.1')).toBe(0);
    throttle.failed('A@example.com ', '10.0.0.2');
    expect(throttle.retryAfter('a@example.com', '10.0.0.9')).toBe(5);
    expect(throttle.retryAfter('b@example.com', '10.0.0.1')).toBe(0);
    throttle.failed('b@example.com', '10.0.0.1');
    throttle.failed('c@example.com', '10.0.0.1');
    expect(throttle.retryAfter('d@example.com', '10.0.0.1')).toBe(5);
    now = 5001;
    expect(throttle.retryAfter('a@example.com', '10.0.0.1')).toBe(0);
    // failures further apart than the window do not add up
    throttle.failed('e@example.com', '1');
    now += 2000;
    throttle.failed('e@example.com', '2');
    expect(throttle.retryAfter('e@example.com', '3')).toBe(0);
  });
});

describe('registered shoppers (Shopper Customers and SLAS login, through commerce-sdk-isomorphic)', () => {
  it('registers with a guest token, logs in with the password and reads their customer', async () => {
    const sandbox = await start();
    const registered = await register(sandbox, 'Ada@Example.com', 'Secret123');
    expect(registered).toMatchObject({
      authType: 'registered',
      login: 'ada@example.com',
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(JSON.stringify(registered)).not.toContain('Secret123');

    const guestTokens = await guest(sandbox);
    const tokens = await login(sandbox, 'ada@example.com', 'Secret123', guestTokens.usid);
    expect(tokens.customer_id).toBe(registered.customerId);
    expect(tokens.usid).toBe(guestTokens.usid);
    const customer = await customersApi(sandbox, tokens.access_token).getCustomer({
      parameters: { customerId: registered.customerId! },
    });
    expect(customer).toMatchObject({ authType: 'registered', customerId: registered.customerId, firstName: 'Ada' });
    // the refresh token stays the registered shopper's
    const refreshed = await helpers.refreshAccessToken({
      slasClient: slas(sandbox),
      parameters: { refreshToken: tokens.refresh_token },
    });
    expect(refreshed.customer_id).toBe(registered.customerId);

    // a second account on the same login (any case) is refused
    const again = await refusal(register(sandbox, 'ADA@example.com', 'Other1234'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ title: 'Login Already In Use' });
    const weak = await refusal(register(sandbox, 'weak@example.com', 'short'));
    expect(weak.body).toMatchObject({ title: 'Password Policy Violation' });
  }, 60_000);

  it('answers a wrong password and an unknown login with the same 401', async () => {
    const sandbox = await start();
    await register(sandbox, 'grace@example.com', 'Secret123');
    const wrong = await refusal(login(sandbox, 'grace@example.com', 'Secret124'));
    const unknown = await refusal(login(sandbox, 'nobody@example.com', 'Secret123'));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status_code: '401 UNAUTHORIZED', message: 'Credentials are invalid.' });
    expect(unknown).toEqual(wrong);
  }, 60_000);

  it('locks an account after repeated failures, even for the right password, until the lock ends', async () => {
    const sandbox = await start({ loginThrottle: { accountFailures: 3, addressFailures: 100 } });
    await register(sandbox, 'locked@example.com', 'Secret123');
    for (let i = 0; i < 2; i++)
      expect((await refusal(login(sandbox, 'locked@example.com', 'nope-nope'))).status).toBe(401);
    // a success clears the count
    await login(sandbox, 'locked@example.com', 'Secret123');
    for (let i = 0; i < 3; i++)
      expect((await refusal(login(sandbox, 'locked@example.com', 'nope-nope'))).status).toBe(401);
    const locked = await refusal(login(sandbox, 'locked@example.com', 'Secret123'));
    expect(locked.status).toBe(423);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(locked.body).toMatchObject({ status_code: '423 LOCKED' });
    // an unknown login is locked the same way: the lock tells nothing about the account
    for (let i = 0; i < 3; i++) await refusal(login(sandbox, 'ghost@example.com', 'nope-nope'));
    expect(await refusal(login(sandbox, 'ghost@example.com', 'nope-nope'))).toEqual({
      ...locked,
      retryAfter: expect.any(String),
    });
  }, 60_000);

  it('locks a client after failures on many accounts, and only that client', async () => {
    const sandbox = await start({ loginThrottle: { accountFailures: 100, addressFailures: 3 } });
    await register(sandbox, 'victim@example.com', 'Secret123');
    for (const name of ['a', 'b', 'c'])
      expect((await refusal(loginFrom('198.51.100.1', sandbox, `${name}@example.com`, 'nope-nope'))).status).toBe(401);
    const slowed = await refusal(loginFrom('198.51.100.1', sandbox, 'victim@example.com', 'Secret123'));
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      status_code: '429 TOO_MANY_REQUESTS',
      message: 'Too many failed login attempts from this client. Try again later.',
    });
    expect(Number(slowed.retryAfter)).toBe(15 * 60);
    // the same address written as IPv4-in-IPv6 is the same client; another client is not slowed down
    expect((await refusal(loginFrom('::ffff:198.51.100.1', sandbox, 'victim@example.com', 'Secret123'))).status).toBe(
      429,
    );
    expect((await loginFrom('198.51.100.2', sandbox, 'victim@example.com', 'Secret123')).access_token).toBeTruthy();
    // without a usable X-Forwarded-For the socket's peer is the client: a made-up entry does not make a new one
    for (const name of ['d', 'e', 'f'])
      await refusal(loginFrom('not-an-address', sandbox, `${name}@example.com`, 'nope-nope'));
    expect((await refusal(login(sandbox, 'victim@example.com', 'Secret123'))).status).toBe(429);
  }, 60_000);

  it('does not let 25 failures from one client on made-up logins lock out another client, its sign-in or its registration', async () => {
    const sandbox = await start();
    await register(sandbox, 'regular@example.com', 'Secret123');
    const attacker = '203.0.113.66';
    const answers: number[] = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        (await refusal(loginFrom(attacker, sandbox, `random-${i}-${Math.random()}@example.com`, 'Guess1234'))).status,
      );
    // the attacker's own client is slowed down after its 20th failure
    expect(answers).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);

    const shopper = '192.0.2.10';
    expect((await loginFrom(shopper, sandbox, 'regular@example.com', 'Secret123')).access_token).toBeTruthy();
    const registered = await register(sandbox, 'newcomer@example.com', 'Secret123');
    expect((await loginFrom(shopper, sandbox, 'newcomer@example.com', 'Secret123')).customer_id).toBe(
      registered.customerId,
    );
  }, 120_000);

  it('locks one account after 5 failures from any clients: the 6th attempt, even right, gets 423 with Retry-After', async () => {
    const sandbox = await start();
    await register(sandbox, 'target@example.com', 'Secret123');
    for (let i = 1; i <= 5; i++)
      expect((await refusal(loginFrom(`192.0.2.${i}`, sandbox, 'target@example.com', 'Wrong1234'))).status).toBe(401);
    const locked = await refusal(loginFrom('192.0.2.6', sandbox, 'target@example.com', 'Secret123'));
    expect(locked).toEqual({
      status: 423,
      body: { status_code: '423 LOCKED', message: 'Too many failed login attempts for this login. Try again later.' },
      retryAfter: String(15 * 60),
    });
    // the clients that failed are not locked out of other accounts
    await register(sandbox, 'other@example.com', 'Secret123');
    expect((await loginFrom('192.0.2.1', sandbox, 'other@example.com', 'Secret123')).access_token).toBeTruthy();
  }, 60_000);

  it('forgets failures on a login that did not exist once someone registers it', async () => {
    const sandbox = await start({ loginThrottle: { accountFailures: 2 } });
    for (let i = 0; i < 2; i++) await refusal(loginFrom('192.0.2.50', sandbox, 'soon@example.com', 'Guess1234'));
    expect((await refusal(loginFrom('192.0.2.51', sandbox, 'soon@example.com', 'Secret123'))).status).toBe(423);
    await register(sandbox, 'soon@example.com', 'Secret123');
    expect((await loginFrom('192.0.2.51', sandbox, 'soon@example.com', 'Secret123')).access_token).toBeTruthy();
  }, 60_000);

  it('keeps accounts and registered sessions across a restart on the same data directory', async () => {
    const dataDir = dataDirFor('accounts');
    const first = await start({ dataDir });
    const registered = await register(first, 'kept@example.com', 'Secret123');
    const tokens = await login(first, 'kept@example.com', 'Secret123');
    await stop(first);

    const second = await start({ dataDir });
    const again = await login(second, 'kept@example.com', 'Secret123');
    expect(again.customer_id).toBe(registered.customerId);
    const refreshed = await helpers.refreshAccessToken({
      slasClient: slas(second),
      parameters: { refreshToken: tokens.refresh_token },
    });
    expect(refreshed.customer_id).toBe(registered.customerId);
    const customer = await customersApi(second, refreshed.access_token).getCustomer({
      parameters: { customerId: registered.customerId! },
    });
    expect(customer).toMatchObject({ authType: 'registered', login: 'kept@example.com', firstName: 'Ada' });
  }, 120_000);
});
