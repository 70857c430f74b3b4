import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT, sandboxOrigin } from './env';
import { ownStorefront, type OwnStorefront } from './ownServers';
import { uniqueEmail, productPath } from './helpers';

/**
 * The attacks of issue "One trustworthy shopper", run against the production server (`server.mjs` over the build) on
 * a storefront of its own: behind a trusted proxy (loopback), so each request can come from a client address of its
 * own (`X-Forwarded-For`), and with a public origin that differs from the address the test reaches it on, so a link
 * built from the request's `Host` shows. Each test fails on the code before the fix (875c1e3).
 * See docs/decisions/0003-render-cache-key.md and 0004-shopper-session.md, docs/behaviour/accounts.md and urls.md.
 */

/** The shop's public address: registered with the sandbox's SLAS client (`http://127.0.0.1:*`), never the Host used. */
const PUBLIC_ORIGIN = 'http://127.0.0.1:3999';
const ORG = 'f_ecom_ridgeline_dev';
const CLIENT_ID = '7f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34';
const CLIENT_SECRET = 'ridgeline-sandbox-private-client-secret';
const SITE = 'RidgelineUS';
const PASSWORD = 'Secret123';

let server: OwnStorefront;
let origin: string;

test.describe.configure({ mode: 'serial' });
// scrypt hashes and a shared two-core machine
test.setTimeout(120_000);

test.beforeAll(async () => {
  server = await ownStorefront({ PUBLIC_ORIGIN, SANDBOX_PORT: String(SANDBOX_PORT), TRUSTED_PROXIES: 'loopback' });
  origin = server.origin;
});

test.afterAll(() => {
  server?.stop();
});

/** A plain HTTP request with full control of `Host` (fetch forbids setting it). */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** A form post from `client` (the address the trusted proxy says), same-origin, no redirect followed. */
const post = (path: string, fields: Record<string, string>, client: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** `name=value` pairs of a response's cookies, as a `Cookie` header (expired ones left out). */
const cookieHeaderOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function registerCustomer(email: string): Promise<void> {
  const guest = await fetch(`${sandboxOrigin}/shopper/auth/v1/organizations/${ORG}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', channel_id: SITE }).toString(),
  });
  const { access_token } = (await guest.json()) as { access_token: string };
  const created = await fetch(
    `${sandboxOrigin}/customer/shopper-customers/v1/organizations/${ORG}/customers?siteId=${SITE}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { login: email, email, firstName: 'Eve', lastName: 'Attacker' },
        password: PASSWORD,
      }),
    },
  );
  expect(created.ok).toBe(true);
}

async function lastMailLink(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (
        await fetch(`${sandboxOrigin}/__sandbox/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as { mails: { link: string }[] };
      link = mails.at(-1)?.link;
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!);
}

test('open redirect: a locale prefix followed by //host never sends the browser off the site', async () => {
  for (const path of [
    '/en-us//evil.example/login',
    '/EN-US//evil.example',
    '/en-us///evil.example/',
    '/fr-ca//evil.example/x',
    '/en-us/%2F%2Fevil.example',
  ]) {
    const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (location === null) continue; // not a redirect at all: nothing to follow
    expect(location, path).not.toMatch(/^(?:[a-z]+:)?[\\/]{2}/i);
    expect(new URL(location, origin).origin, path).toBe(origin);
  }
});

test("login CSRF: opening an attacker's passwordless link signs the victim in as nobody; a cross-site POST is refused", async ({
  browser,
}) => {
  const attacker = uniqueEmail('csrf-attacker');
  await registerCustomer(attacker);
  const sent = await post('/login/passwordless', { email: attacker, redirectUrl: '/' }, '203.0.113.50', {
    accept: 'application/json',
  });
  expect(sent.status).toBe(200);
  const link = await lastMailLink(attacker);

  // the victim's browser is sent to the link: it names the attacker's account and waits for a click
  const victim = await browser.newContext();
  const page = await victim.newPage();
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await expect(page.locator('[data-passwordless-account]')).toContainText(attacker);
  expect((await victim.cookies()).find((c) => c.name === 'ridgeline-signed-in')).toBeUndefined();
  // an auto-submitted form on another site is refused (the route's 403, or React Router's own 400 for a cross-origin
  // action) and sets no session
  const forged = await post(link.pathname, Object.fromEntries(new URLSearchParams(link.search)), '203.0.113.50', {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect([400, 403]).toContain(forged.status);
  expect(
    forged.headers.getSetCookie().filter((c) => c.startsWith('ridgeline-shopper=') && !/Max-Age=0/i.test(c)),
  ).toEqual([]);
  // the link still works for its owner, by a deliberate click (another device: no cookie needed)
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(async () => (await victim.cookies()).find((c) => c.name === 'ridgeline-signed-in')?.value)
    .toBe('1');
  await victim.close();
});

test("lockout: one client's failed sign-ins lock neither other shoppers nor registrations", async () => {
  const victim = uniqueEmail('lockout-victim');
  await registerCustomer(victim);
  const attacker = '203.0.113.7';
  let last: Response | undefined;
  for (let i = 0; i < 25; i += 1)
    last = await post('/login', { email: uniqueEmail(`guess-${i}`), password: 'wrong-password' }, attacker);
  // the attacker is slowed down ...
  expect(last!.status).toBe(429);
  expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
  // ... and nobody else is
  const signIn = await post('/login', { email: victim, password: PASSWORD, rememberMe: 'on' }, '198.51.100.9');
  expect(signIn.status).toBe(303);
  expect(signIn.headers.getSetCookie().some((c) => c.startsWith('ridgeline-shopper='))).toBe(true);
  const newcomer = uniqueEmail('lockout-newcomer');
  const registration = await post(
    '/registration',
    {
      firstName: 'Nina',
      lastName: 'New',
      email: newcomer,
      password: PASSWORD,
      postalCode: '94110',
      phone: '(415) 555-0100',
      gender: '2',
      privacyconsent: 'on',
    },
    '198.51.100.10',
  );
  expect(registration.status).toBe(303);

  // a locked account is told so (not "Something went wrong"), whoever guesses
  const target = uniqueEmail('lockout-target');
  await registerCustomer(target);
  let answer: Record<string, unknown> = {};
  // (the sign-in dialog's JSON endpoint)
  for (let i = 0; i < 6; i += 1)
    answer = (await (
      await post('/login/submit', { email: target, password: 'wrong-password' }, `192.0.2.${i + 1}`, {
        accept: 'application/json',
      })
    ).json()) as Record<string, unknown>;
  expect(String(answer.formError)).toMatch(/temporarily locked/);
});

test('logout and password reset end the session: a saved cookie opens nothing afterwards', async () => {
  const email = uniqueEmail('logout-reuse');
  await registerCustomer(email);
  const signIn = await post('/login', { email, password: PASSWORD, rememberMe: 'on' }, '198.51.100.20');
  expect(signIn.status).toBe(303);
  const saved = cookieHeaderOf(signIn);
  const account = () => fetch(`${origin}/account/orders`, { redirect: 'manual', headers: { cookie: saved } });
  expect((await account()).status).toBe(200);

  const logout = await fetch(`${origin}/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, cookie: saved },
  });
  expect(logout.status).toBe(303);
  const replay = await account();
  expect(replay.status).toBe(303);
  expect(replay.headers.get('location')).toMatch(/^\/login\?redirectUrl=/);

  // sign in twice (two devices), reset the password from the mailed link: the other device's cookie is dead
  const other = cookieHeaderOf(await post('/login', { email, password: PASSWORD, rememberMe: 'on' }, '198.51.100.21'));
  expect((await fetch(`${origin}/account/orders`, { redirect: 'manual', headers: { cookie: other } })).status).toBe(
    200,
  );
  expect((await post('/reset-password', { email }, '198.51.100.22')).status).toBeLessThan(400);
  const reset = await lastMailLink(email);
  const changed = await post(
    `${reset.pathname}${reset.search}`,
    {
      password: 'NewSecret9',
      confirmPassword: 'NewSecret9',
      newPassword: 'NewSecret9',
      token: reset.searchParams.get('token') ?? '',
      email,
    },
    '198.51.100.22',
  );
  expect(changed.status).toBeLessThan(400);
  const afterReset = await fetch(`${origin}/account/orders`, { redirect: 'manual', headers: { cookie: other } });
  expect(afterReset.status).toBe(303);
});

test('Host header: mailed links name the public origin, whatever Host the request was sent with', async () => {
  const email = uniqueEmail('host-header');
  await registerCustomer(email);
  for (const [path, fields] of [
    ['/reset-password', { email }],
    ['/login/passwordless', { email, redirectUrl: '/' }],
  ] as const) {
    const forged = await raw(path, {
      method: 'POST',
      headers: {
        host: 'localhost:9999',
        origin: 'http://localhost:9999',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(forged.status, path).toBeLessThan(400);
    const link = await lastMailLink(email);
    expect(link.origin, path).toBe(PUBLIC_ORIGIN);
  }
});

test('render-cache poisoning: a tracking parameter never reaches the page, for this visitor or the next', async () => {
  const payload = `poison${'x'.repeat(12 * 1024)}`;
  const first = await fetch(`${origin}${productPath('RM1204')}?utm_content=${payload}`);
  expect(first.status).toBe(200);
  const poisoned = await first.text();
  expect(poisoned).not.toContain('poisonxxxx');
  const next = await (await fetch(`${origin}${productPath('RM1204')}`)).text();
  expect(next).not.toContain('poisonxxxx');
  // the same page, not one grown by the payload (nonces aside)
  expect(Math.abs(next.length - poisoned.length)).toBeLessThan(200);
});

test("shared renders: 20 concurrent bag notices each get their own page, never another shopper's", async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${origin}${productPath('RM1004')}?added=RM1004&qty=${(i % 3) + 1}`, {
        headers: { cookie: `ridgeline-bag-count=${i + 101}` },
      }),
    ),
  );
  // each rendered for its own request (never coalesced, never from or into the cache): no bag count crosses over
  expect(answers.map((answer) => answer.headers.get('x-render-cache'))).toEqual(Array(20).fill('bypass'));
  expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(20).fill('no-store'));
  await Promise.all(answers.map((answer) => answer.arrayBuffer()));
});

test('unknown parameters share the cached page; POST /account refuses without Origin and over 8 KB', async () => {
  await fetch(`${origin}${productPath('RM1004')}`);
  const junk = await fetch(`${origin}${productPath('RM1004')}?x=${Date.now()}`);
  expect(junk.headers.get('x-render-cache')).toMatch(/^(?:hit|stale)$/);
  await junk.arrayBuffer();

  // a signed-in customer's profile form (a guest is sent to sign in first)
  const email = uniqueEmail('account-post');
  await registerCustomer(email);
  const cookie = cookieHeaderOf(await post('/login', { email, password: PASSWORD }, '198.51.100.30'));
  const noOrigin = await fetch(`${origin}/account`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'firstName=A',
  });
  expect(noOrigin.status).toBe(403);
  const large = await fetch(`${origin}/account`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: `firstName=${'a'.repeat(9 * 1024)}`,
  });
  expect(large.status).toBe(413);
  // the outbox of sign-in links is readable by no other web page
  expect(
    (await fetch(`${sandboxOrigin}/__sandbox/outbox`, { headers: { origin: 'https://evil.example' } })).headers.get(
      'access-control-allow-origin',
    ),
  ).toBeNull();
});
