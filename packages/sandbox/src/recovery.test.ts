import { createHash, randomBytes } from 'node:crypto';
import { helpers, ShopperCustomers, ShopperLogin } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import { isRegisteredUri, type OutboxMail } from './commerce/recovery.js';
import type { Sandbox } from './server.js';
import { testSandboxes } from './test-helpers.js';

const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const origin = 'http://localhost:5322';
const { start, dataDir: dataDirFor } = testSandboxes();

const slas = (sandbox: Sandbox) => new ShopperLogin({ proxy: sandbox.url, parameters });
const oauth = (sandbox: Sandbox, endpoint: string) =>
  `${sandbox.url}/shopper/auth/v1/organizations/${CFG.organizationId}/oauth2/${endpoint}`;
const privateClient = `Basic ${Buffer.from(`${CFG.clientId}:${CFG.clientSecret}`).toString('base64')}`;
const form = (body: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(body).toString(),
});
const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
  const { body: encoded, ...type } = form(body);
  return fetch(url, { method: 'POST', headers: { ...type, ...headers }, body: encoded, redirect: 'manual' });
};

async function register(sandbox: Sandbox, email: string, password = 'Secret123') {
  const guest = await helpers.loginGuestUser({
    slasClient: slas(sandbox),
    parameters: { redirectURI: `${origin}/callback` },
  });
  const customers = new ShopperCustomers({
    proxy: sandbox.url,
    parameters,
    headers: { authorization: `Bearer ${guest.access_token}` },
    throwOnBadResponse: true,
  });
  return customers.registerCustomer({
    body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
  });
}

const outbox = async (sandbox: Sandbox, to: string): Promise<OutboxMail[]> =>
  (
    (await (await fetch(`${sandbox.url}/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      mails: OutboxMail[];
    }
  ).mails;
const lastLink = async (sandbox: Sandbox, to: string) => new URL((await outbox(sandbox, to)).at(-1)!.link);

const requestPasswordless = (
  sandbox: Sandbox,
  userId: string,
  callbackUri = `${origin}/passwordless-login-callback?redirectUrl=%2Fcart`,
  auth = privateClient,
) =>
  post(
    oauth(sandbox, 'passwordless/login'),
    { user_id: userId, mode: 'callback', channel_id: CFG.siteId, callback_uri: callbackUri },
    { authorization: auth },
  );
const exchangePasswordless = (sandbox: Sandbox, token: string) =>
  post(
    oauth(sandbox, 'passwordless/token'),
    { grant_type: 'client_credentials', hint: 'pwdless_login', pwdless_login_token: token },
    { authorization: privateClient },
  );
const requestReset = (sandbox: Sandbox, userId: string, callbackUri = `${origin}/reset-password-callback`) =>
  post(oauth(sandbox, 'password/reset'), {
    user_id: userId,
    mode: 'callback',
    channel_id: CFG.siteId,
    client_id: CFG.clientId,
    callback_uri: callbackUri,
  });
const resetAction = (sandbox: Sandbox, userId: string, token: string, newPassword: string) =>
  post(oauth(sandbox, 'password/action'), {
    user_id: userId,
    pwd_action_token: token,
    new_password: newPassword,
    channel_id: CFG.siteId,
    client_id: CFG.clientId,
  });
const signIn = (sandbox: Sandbox, username: string, password: string) =>
  helpers.loginRegisteredUserB2C({
    slasClient: slas(sandbox),
    credentials: { username, password },
    parameters: { redirectURI: `${origin}/callback` },
  });

describe('the outbox', () => {
  it('sends no CORS headers, so no other web page can read the sign-in links in it; tools still read it', async () => {
    const sandbox = await start();
    await register(sandbox, 'cors@example.com');
    await requestReset(sandbox, 'cors@example.com');
    const response = await fetch(`${sandbox.url}/__sandbox/outbox?to=cors%40example.com`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await response.json()) as { mails: OutboxMail[] }).mails).toHaveLength(1);
    const preflight = await fetch(`${sandbox.url}/__sandbox/outbox`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // the public APIs keep theirs
    const content = await fetch(`${sandbox.url}/content/id/nope`, { headers: { origin: 'https://evil.example' } });
    expect(content.headers.get('access-control-allow-origin')).toBe('*');
  }, 60_000);
});

describe('registered callback URIs', () => {
  const patterns = ['http://localhost:*/callback', 'https://shop.example.com/reset-password-callback'];
  it('match by origin and path, any port where the pattern has a star, the query ignored', () => {
    expect(isRegisteredUri('http://localhost:5322/callback?x=1', patterns)).toBe(true);
    expect(isRegisteredUri('https://shop.example.com/reset-password-callback', patterns)).toBe(true);
    expect(isRegisteredUri('http://localhost:5322/callback/evil', patterns)).toBe(false);
    expect(isRegisteredUri('http://localhost.evil.com:80/callback', patterns)).toBe(false);
    expect(isRegisteredUri('https://evil.example.com/reset-password-callback', patterns)).toBe(false);
    expect(isRegisteredUri('not a url', patterns)).toBe(false);
    expect(isRegisteredUri(undefined, patterns)).toBe(false);
  });
});

describe('passwordless login', () => {
  it('mails a single-use link whose token signs the customer in', async () => {
    const sandbox = await start();
    await register(sandbox, 'pwdless@example.com');
    const sent = await requestPasswordless(sandbox, 'Pwdless@Example.com');
    expect(sent.status).toBe(200);
    const link = await lastLink(sandbox, 'pwdless@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/passwordless-login-callback`);
    expect(link.searchParams.get('redirectUrl')).toBe('/cart');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // the SDK's own helper, as a storefront calls it
    const tokens = await helpers.getPasswordLessAccessToken({
      slasClient: slas(sandbox),
      credentials: { clientSecret: CFG.clientSecret },
      parameters: { pwdlessLoginToken: token },
    });
    expect(tokens.customer_id).toBeTruthy();
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
      isb: string;
    };
    expect(claims.isb).toContain('upn:pwdless@example.com');
    expect(claims.isb).toContain('rcid:');

    const again = await exchangePasswordless(sandbox, token);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/invalid.*token/i);
  });

  it('refuses a tampered token, an unknown user, a wrong client secret and an unregistered callback', async () => {
    const sandbox = await start();
    await register(sandbox, 'refused@example.com');
    await requestPasswordless(sandbox, 'refused@example.com');
    const token = (await lastLink(sandbox, 'refused@example.com')).searchParams.get('token')!;
    const tampered = await exchangePasswordless(sandbox, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/invalid.*token/i);

    const unknown = await requestPasswordless(sandbox, 'nobody@example.com');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status_code: '404 NOT_FOUND', message: 'User not found' });

    const wrongSecret = await requestPasswordless(
      sandbox,
      'refused@example.com',
      undefined,
      `Basic ${Buffer.from(`${CFG.clientId}:nope`).toString('base64')}`,
    );
    expect(wrongSecret.status).toBe(401);
    expect(((await wrongSecret.json()) as { message: string }).message).toMatch(/passwordless permissions error/i);

    const elsewhere = await requestPasswordless(
      sandbox,
      'refused@example.com',
      'https://evil.example.com/passwordless-login-callback',
    );
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { message: string }).message).toMatch(/callback_uri doesn't match/i);
    // only the first request mailed anything
    expect(await outbox(sandbox, 'refused@example.com')).toHaveLength(1);
  });

  it('expires after ten minutes by default', async () => {
    let clock = Date.parse('2026-11-23T18:00:00Z');
    const sandbox = await start({ recovery: { now: () => clock } });
    await register(sandbox, 'late@example.com');
    await requestPasswordless(sandbox, 'late@example.com');
    const token = (await lastLink(sandbox, 'late@example.com')).searchParams.get('token')!;
    clock += 10 * 60_000 + 1;
    expect((await exchangePasswordless(sandbox, token)).status).toBe(400);
  });
});

describe('password reset', () => {
  it('ends every session the customer had: their access tokens get 401 and their refresh tokens stop refreshing', async () => {
    const sandbox = await start();
    const customer = await register(sandbox, 'stolen@example.com', 'OldSecret1');
    const bystander = await register(sandbox, 'bystander@example.com', 'OldSecret1');
    // the owner's session, one the attacker who knew the old password holds, and another customer's
    const owner = await signIn(sandbox, 'stolen@example.com', 'OldSecret1');
    const attacker = await signIn(sandbox, 'stolen@example.com', 'OldSecret1');
    const other = await signIn(sandbox, 'bystander@example.com', 'OldSecret1');
    const getCustomer = (token: string, customerId: string) =>
      fetch(
        `${sandbox.url}/customer/shopper-customers/v1/organizations/${CFG.organizationId}/customers/${customerId}?siteId=${CFG.siteId}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
    const refresh = (refreshToken: string) =>
      post(oauth(sandbox, 'token'), {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CFG.clientId,
        channel_id: CFG.siteId,
      });
    expect((await getCustomer(attacker.access_token, customer.customerId!)).status).toBe(200);

    await requestReset(sandbox, 'stolen@example.com');
    const token = (await lastLink(sandbox, 'stolen@example.com')).searchParams.get('token')!;
    expect((await resetAction(sandbox, 'stolen@example.com', token, 'NewSecret2')).status).toBe(200);

    for (const session of [owner, attacker]) {
      expect((await getCustomer(session.access_token, customer.customerId!)).status).toBe(401);
      const refused = await refresh(session.refresh_token);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect((await getCustomer(other.access_token, bystander.customerId!)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
    // signing in with the new password, on the usid of an ended session too, gives a working session
    const fresh = await helpers.loginRegisteredUserB2C({
      slasClient: slas(sandbox),
      credentials: { username: 'stolen@example.com', password: 'NewSecret2' },
      parameters: { redirectURI: `${origin}/callback`, usid: attacker.usid },
    });
    expect(fresh.usid).not.toBe(attacker.usid);
    expect((await getCustomer(fresh.access_token, customer.customerId!)).status).toBe(200);
  }, 60_000);

  it('mails a link; the token with a new password changes it once', async () => {
    const sandbox = await start();
    await register(sandbox, 'reset@example.com', 'OldSecret1');
    expect((await requestReset(sandbox, 'reset@example.com')).status).toBe(200);
    const link = await lastLink(sandbox, 'reset@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/reset-password-callback`);
    expect(link.searchParams.get('email')).toBe('reset@example.com');
    const token = link.searchParams.get('token')!;

    // a password the policy refuses keeps the token
    const weak = await resetAction(sandbox, 'reset@example.com', token, 'short');
    expect(weak.status).toBe(400);
    // another user's id with this token is refused too
    expect((await resetAction(sandbox, 'someone@example.com', token, 'NewSecret2')).status).toBe(400);
    expect((await resetAction(sandbox, 'reset@example.com', token, 'NewSecret2')).status).toBe(200);
    expect((await signIn(sandbox, 'reset@example.com', 'NewSecret2')).customer_id).toBeTruthy();
    await expect(signIn(sandbox, 'reset@example.com', 'OldSecret1')).rejects.toThrow();

    const reused = await resetAction(sandbox, 'reset@example.com', token, 'Another3x');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toMatch(/invalid.*token/i);
  });

  it('answers an unknown address like a known one, with no mail; refuses an unregistered callback', async () => {
    const sandbox = await start();
    const unknown = await requestReset(sandbox, 'ghost@example.com');
    expect(unknown.status).toBe(200);
    expect(await outbox(sandbox, 'ghost@example.com')).toEqual([]);
    const mismatch = await requestReset(
      sandbox,
      'ghost@example.com',
      'https://evil.example.com/reset-password-callback',
    );
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toMatch(/callback_uri doesn't match/i);
    const none = await start({ recovery: { callbackUris: [] } });
    const noCallbacks = await requestReset(none, 'ghost@example.com');
    expect(((await noCallbacks.json()) as { message: string }).message).toMatch(/no callback_uri is registered/i);
  });

  it('expires after thirty minutes by default', async () => {
    let clock = Date.parse('2026-11-23T18:00:00Z');
    const sandbox = await start({ recovery: { now: () => clock } });
    await register(sandbox, 'slow@example.com');
    await requestReset(sandbox, 'slow@example.com');
    const token = (await lastLink(sandbox, 'slow@example.com')).searchParams.get('token')!;
    clock += 29 * 60_000;
    const stillLive = await resetAction(sandbox, 'slow@example.com', token, 'short');
    expect(((await stillLive.json()) as { message: string }).message).not.toMatch(/invalid.*token/i);
    clock += 60_000 + 1;
    const expired = await resetAction(sandbox, 'slow@example.com', token, 'NewSecret2');
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toMatch(/invalid.*token/i);
  });

  it('also answers the SFRA reset form: success for a well-formed address, the field message otherwise', async () => {
    const sandbox = await start({ recovery: { sfraResetPage: `${origin}/reset-password-callback` } });
    await register(sandbox, 'sfra@example.com');
    const url = `${sandbox.url}/on/demandware.store/Sites-${CFG.siteId}-Site/en_US/Account-PasswordResetDialogForm?mobile=true`;
    const ok = await post(url, { loginEmail: 'sfra@example.com' });
    expect(((await ok.json()) as { success: boolean }).success).toBe(true);
    expect((await lastLink(sandbox, 'sfra@example.com')).pathname).toBe('/reset-password-callback');
    const bad = await post(url, { loginEmail: 'not-an-email' });
    expect(await bad.json()).toEqual({ success: false, fields: { loginEmail: 'Please enter a valid email address.' } });
    const otherSite = await post(url.replace(`Sites-${CFG.siteId}-Site`, 'Sites-Other-Site'), {
      loginEmail: 'sfra@example.com',
    });
    expect(otherSite.status).toBe(404);
  });
});

describe('social login through the stand-in identity provider', () => {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = (sandbox: Sandbox, hint: string, redirectUri = `${origin}/social-callback`) =>
    fetch(
      `${oauth(sandbox, 'authorize')}?${new URLSearchParams({ client_id: CFG.clientId, channel_id: CFG.siteId, hint, redirect_uri: redirectUri, response_type: 'code', code_challenge: challenge })}`,
      {
        redirect: 'manual',
      },
    );

  it('shows a consent page, then redirects back with code and usid; a new address becomes a registered customer', async () => {
    const sandbox = await start();
    const toProvider = await authorize(sandbox, 'google');
    expect(toProvider.status).toBe(303);
    const page = new URL(toProvider.headers.get('location')!, sandbox.url);
    expect(page.pathname).toBe('/__sandbox/idp/google');
    const html = await (await fetch(page)).text();
    expect(html).toContain('Sign in with Google');
    const back = await post(`${sandbox.url}/__sandbox/idp/google`, {
      request: page.searchParams.get('request')!,
      email: 'New.Social@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      decision: 'allow',
    });
    expect(back.status).toBe(303);
    const callback = new URL(back.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/social-callback`);
    const tokens = await helpers.loginIDPUser({
      slasClient: slas(sandbox),
      credentials: { codeVerifier: verifier },
      parameters: {
        redirectURI: `${origin}/social-callback`,
        code: callback.searchParams.get('code')!,
        usid: callback.searchParams.get('usid')!,
      },
    });
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
      isb: string;
    };
    expect(claims.isb).toContain('upn:new.social@example.com::uidn:Grace Hopper');
    const customer = await new ShopperCustomers({
      proxy: sandbox.url,
      parameters,
      headers: { authorization: `Bearer ${tokens.access_token}` },
      throwOnBadResponse: true,
    }).getCustomer({
      parameters: { customerId: tokens.customer_id },
    });
    expect(customer).toMatchObject({
      authType: 'registered',
      firstName: 'Grace',
      lastName: 'Hopper',
      login: 'new.social@example.com',
    });
    // the request was used up
    expect((await fetch(page)).status).toBe(400);
  });

  it('refuses an unregistered redirect URI, sends a refusal back as error=access_denied and passes other hints on', async () => {
    const sandbox = await start();
    const mismatch = await authorize(sandbox, 'apple', 'https://evil.example.com/social-callback');
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toMatch(/redirect_uri doesn't match/i);
    const page = new URL((await authorize(sandbox, 'apple')).headers.get('location')!, sandbox.url);
    const denied = await post(`${sandbox.url}/__sandbox/idp/apple`, {
      request: page.searchParams.get('request')!,
      decision: 'deny',
    });
    expect(new URL(denied.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    // an unknown provider is not the stand-in's: SLAS's own authorize refuses it
    expect((await authorize(sandbox, 'facebook')).status).toBe(400);
  });
});

describe('a restarted sandbox', () => {
  it('still honours the links it mailed, and still spends them once', async () => {
    const dataDir = dataDirFor('recovery');
    const first = await start({ dataDir });
    await register(first, 'restart@example.com', 'OldSecret1');
    await requestPasswordless(first, 'restart@example.com');
    await requestReset(first, 'restart@example.com');
    await first.close();

    const second = await start({ dataDir });
    const mails = await outbox(second, 'restart@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Your secure sign-in link', 'Reset your password']);
    const pwdless = new URL(mails[0]!.link).searchParams.get('token')!;
    const reset = new URL(mails[1]!.link).searchParams.get('token')!;
    expect((await exchangePasswordless(second, pwdless)).status).toBe(200);
    expect((await resetAction(second, 'restart@example.com', reset, 'NewSecret2')).status).toBe(200);
    await second.close();

    const third = await start({ dataDir });
    expect((await exchangePasswordless(third, pwdless)).status).toBe(400);
    expect((await signIn(third, 'restart@example.com', 'NewSecret2')).customer_id).toBeTruthy();
  });
});
