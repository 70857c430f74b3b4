import { parseSetCookie } from 'cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SlasTokenResponse } from '../../../platform/commerce/shopperSession.server';
import { AccountCallError } from '../auth.server';
import {
  FLASH_TOAST_COOKIE,
  passwordlessLandingUri,
  passwordlessConfirmation,
  passwordlessRequestAction,
  passwordlessRequestPage,
  passwordlessSignIn,
  type RecoveryLinks,
  resetPasswordAction,
  resetRequestAction,
  SOCIAL_LOGIN_COOKIE,
  socialCallback,
  socialLoginStart,
  type SignIn,
} from './actions.server';
import { slasClientSecret, type RecoveryDeps } from './deps.server';
import { linkEmailSignature, verifiedLinkEmail } from '@ridgeline/commerce/server';
import { RECOVERY_MESSAGES as R } from './messages';
import { captureLog, type LogCapture } from '../../../testing/logCapture';

const ORIGIN = 'https://shop.example';
/** Mailed links use the configured public origin (here the same as the requests'), and sign the passwordless e-mail. */
const KEY = 'test-private-client-secret';
const LINKS: RecoveryLinks = { publicOrigin: ORIGIN, emailKey: KEY };
const TOKENS: SlasTokenResponse = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  expires_in: 1800,
  usid: 'u-1',
  customer_id: 'c-1',
} as SlasTokenResponse;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

function fakeDeps(overrides: Partial<RecoveryDeps> = {}): RecoveryDeps & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    (name: string, result: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result as never;
    };
  return {
    calls,
    requestPasswordReset: record('requestPasswordReset'),
    resetPassword: record('resetPassword'),
    requestPasswordless: record('requestPasswordless'),
    passwordlessTokens: record('passwordlessTokens', TOKENS),
    authorizeSocial: record('authorizeSocial', {
      location: 'https://idp.example/consent?request=1',
      codeVerifier: 'v'.repeat(64),
    }),
    socialTokens: record('socialTokens', TOKENS),
    ...overrides,
  };
}
const refusing = (status: number, message: string) => async () => {
  throw new AccountCallError(status, message);
};
const signInSpy = () => {
  const calls: Parameters<SignIn>[] = [];
  const signIn: SignIn = async (...args) => {
    calls.push(args);
    return new Response(null, { status: 303, headers: { Location: args[2].target } });
  };
  return { signIn, calls };
};
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => parseSetCookie(line))
    .find((c) => c.name === name);

let warn: LogCapture;
beforeEach(() => {
  warn = captureLog();
});
afterEach(() => warn.restore());

describe('the messages', () => {
  it('are the catalogue, word for word', () => {
    expect(R).toMatchObject({
      featureUnavailable: 'This feature is not currently available.',
      passwordlessUserNotFound:
        'This feature is not currently available. You must create an account to access this feature.',
      generic: 'Something went wrong. Try again!',
      invalidToken: 'Invalid token, please try again.',
      resetSuccess: 'Password Reset Success',
    });
  });
});

describe('POST /reset-password', () => {
  it('asks SLAS for a reset link to the landing on this origin, and confirms (HTML and JSON)', async () => {
    const deps = fakeDeps();
    const outcome = await resetRequestAction(post('/reset-password', { email: ' ada@example.com ' }), deps, LINKS);
    expect(outcome).toEqual({ sent: { email: 'ada@example.com', message: R.resetSent } });
    expect(deps.calls).toEqual([['requestPasswordReset', 'ada@example.com', `${ORIGIN}/reset-password-callback`]]);
    const asJson = await resetRequestAction(
      post('/reset-password', { email: 'ada@example.com' }, { accept: 'application/json' }),
      deps,
      LINKS,
    );
    expect('response' in asJson && (await asJson.response.json())).toEqual({ ok: true, message: R.resetSent });
  });
  it('shows the field message, "unavailable" for a 400 and the generic message otherwise', async () => {
    const invalid = await resetRequestAction(post('/reset-password', { email: 'nope' }), fakeDeps(), LINKS);
    expect(invalid).toEqual({
      problem: { status: 400, values: { email: 'nope' }, errors: { email: 'Please enter a valid email address.' } },
    });
    const json = await resetRequestAction(
      post('/reset-password', { email: '' }, { accept: 'application/json' }),
      fakeDeps(),
      LINKS,
    );
    expect('response' in json && (await json.response.json())).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.' },
    });
    const refused = await resetRequestAction(
      post('/reset-password', { email: 'ada@example.com' }),
      fakeDeps({ requestPasswordReset: refusing(400, "callback_uri doesn't match") }),
      LINKS,
    );
    expect('problem' in refused && refused.problem.formError).toBe(R.featureUnavailable);
    const down = await resetRequestAction(
      post('/reset-password', { email: 'ada@example.com' }),
      fakeDeps({ requestPasswordReset: refusing(503, 'down') }),
      LINKS,
    );
    expect('problem' in down && down.problem).toMatchObject({ status: 502, formError: R.generic });
  });
  it('refuses a cross-site post before reading it', async () => {
    const deps = fakeDeps();
    const outcome = await resetRequestAction(
      post('/reset-password', { email: 'ada@example.com' }, { origin: 'https://evil.example' }),
      deps,
      LINKS,
    );
    expect('response' in outcome && outcome.response.status).toBe(403);
    expect(deps.calls).toEqual([]);
  });
});

describe('POST /reset-password-callback', () => {
  const fields = { token: 't0ken', email: 'ada@example.com', password: 'NewSecret1' };
  it('sets the password, then 303 to the sign-in page with the "Password Reset Success" toast', async () => {
    const deps = fakeDeps();
    const outcome = await resetPasswordAction(post('/reset-password-callback', fields), deps);
    expect(deps.calls).toEqual([['resetPassword', 'ada@example.com', 't0ken', 'NewSecret1']]);
    if (!('response' in outcome)) throw new Error('expected a response');
    expect(outcome.response.status).toBe(303);
    expect(outcome.response.headers.get('location')).toBe('/login');
    expect(JSON.parse(cookieOf(outcome.response, FLASH_TOAST_COOKIE)?.value ?? '{}')).toEqual({
      title: 'Password Reset Success',
      status: 'success',
    });
  });
  it('checks the password rules first, and says "Invalid token" for a missing or refused token', async () => {
    const deps = fakeDeps();
    expect(
      await resetPasswordAction(post('/reset-password-callback', { ...fields, password: 'short' }), deps),
    ).toMatchObject({
      problem: { status: 400, errors: { password: 'Password must contain at least 8 characters.' } },
    });
    expect(await resetPasswordAction(post('/reset-password-callback', { ...fields, token: '' }), deps)).toMatchObject({
      problem: { formError: R.invalidToken },
    });
    expect(
      await resetPasswordAction(post('/reset-password-callback', { ...fields, email: 'not-mail' }), deps),
    ).toMatchObject({ problem: { formError: R.invalidToken } });
    expect(deps.calls).toEqual([]);
    const tampered = await resetPasswordAction(
      post('/reset-password-callback', fields),
      fakeDeps({ resetPassword: refusing(400, 'Invalid token: it is unknown, already used or expired.') }),
    );
    expect(tampered).toMatchObject({ problem: { status: 400, formError: 'Invalid token, please try again.' } });
    const down = await resetPasswordAction(
      post('/reset-password-callback', fields),
      fakeDeps({ resetPassword: refusing(0, 'timed out') }),
    );
    expect(down).toMatchObject({ problem: { status: 502, formError: R.generic } });
  });
});

describe("mailed links name the configured public origin, never the request's Host", () => {
  // what `Host: localhost:9999` looks like to the app: the request's URL (and a same-origin form, so it passes)
  const FORGED = 'http://localhost:9999';
  const forged = (path: string, fields: Record<string, string>) =>
    post(path, fields, { origin: FORGED, accept: 'application/json' });
  const onForgedHost = (request: Request) => new Request(request.url.replace(ORIGIN, FORGED), request);
  it('the passwordless callbackURI sent to SLAS is on PUBLIC_ORIGIN', async () => {
    const deps = fakeDeps();
    await passwordlessRequestAction(
      onForgedHost(forged('/login/passwordless', { email: 'ada@example.com', redirectUrl: '/cart' })),
      deps,
      LINKS,
    );
    const callbackUri = new URL(String(deps.calls[0]?.[2]));
    expect(callbackUri.origin).toBe(ORIGIN);
    expect(callbackUri.pathname).toBe('/passwordless-login-callback');
  });
  it("the reset link's landing is on PUBLIC_ORIGIN", async () => {
    const deps = fakeDeps();
    await resetRequestAction(onForgedHost(forged('/reset-password', { email: 'ada@example.com' })), deps, LINKS);
    expect(deps.calls).toEqual([['requestPasswordReset', 'ada@example.com', `${ORIGIN}/reset-password-callback`]]);
  });
});

describe('POST /login/passwordless', () => {
  it('asks for a link back to the landing with the current page as redirectUrl and the signed e-mail, keeping the usid', async () => {
    const deps = fakeDeps();
    const outcome = await passwordlessRequestAction(
      post(
        '/login/passwordless',
        { email: 'ada@example.com', redirectUrl: '/c/jackets?sort=new' },
        { accept: 'application/json' },
      ),
      deps,
      LINKS,
    );
    expect('response' in outcome && (await outcome.response.json())).toEqual({ ok: true, message: R.passwordlessSent });
    const sig = linkEmailSignature('ada@example.com', KEY);
    expect(deps.calls[0]).toEqual([
      'requestPasswordless',
      'ada@example.com',
      `${ORIGIN}/passwordless-login-callback?redirectUrl=%2Fc%2Fjackets%3Fsort%3Dnew&email=ada%40example.com&sig=${sig}`,
      undefined,
    ]);
    // without a key the link names no e-mail
    const unsigned = fakeDeps();
    await passwordlessRequestAction(
      post('/login/passwordless', { email: 'ada@example.com', redirectUrl: '/' }, { accept: 'application/json' }),
      unsigned,
      { publicOrigin: ORIGIN },
    );
    expect(unsigned.calls[0]?.[2]).toBe(`${ORIGIN}/passwordless-login-callback?redirectUrl=%2F`);
  });
  it('never sends the shopper off-site: a foreign redirectUrl becomes home', async () => {
    const deps = fakeDeps();
    await passwordlessRequestAction(
      post('/login/passwordless', { email: 'ada@example.com', redirectUrl: '//evil.example/x' }),
      deps,
      LINKS,
    );
    expect(deps.calls[0]?.[2]).toBe(passwordlessLandingUri(ORIGIN, '/', { email: 'ada@example.com', key: KEY }));
  });
  it('answers every refusal with its catalogue message', async () => {
    const cases: Array<[number, string, string]> = [
      [404, 'User not found', R.passwordlessUserNotFound],
      [400, "callback_uri doesn't match the registered callbacks.", R.featureUnavailable],
      [401, 'Passwordless permissions error', R.featureUnavailable],
      [0, 'Required argument client secret is not provided', R.featureUnavailable],
      [500, 'boom', R.generic],
    ];
    for (const [status, message, expected] of cases) {
      // one e-mail per case: the storefront allows five links an hour per e-mail (rateLimits.server.ts)
      const outcome = await passwordlessRequestAction(
        post('/login/passwordless', { email: `ada-${status}@example.com` }, { accept: 'application/json' }),
        fakeDeps({ requestPasswordless: refusing(status, message) }),
        LINKS,
      );
      expect('response' in outcome && (await outcome.response.json()), message).toEqual({
        ok: false,
        formError: expected,
        errors: {},
      });
    }
  });
  it('without JavaScript (a plain form post) goes on to the "Check your email" page in the locale it came from', async () => {
    // e-mails of their own: five links an hour per e-mail (rateLimits.server.ts), and this file asks for many
    const sent = await passwordlessRequestAction(
      post('/login/passwordless', { email: 'plain-post@example.com', redirectUrl: '/fr-ca/c/jackets' }),
      fakeDeps(),
      LINKS,
    );
    if (!('response' in sent)) throw new Error('expected a redirect');
    expect(sent.response.status).toBe(303);
    const location = sent.response.headers.get('location')!;
    expect(location).toBe('/fr-ca/login/passwordless?sent=1');
    expect(passwordlessRequestPage(new URL(location, ORIGIN))).toEqual({ sent: R.passwordlessSent });
    // a refusal: the same page with the reason (the e-mail never goes into the address)
    const refused = await passwordlessRequestAction(
      post('/login/passwordless', { email: 'plain-refused@example.com' }),
      fakeDeps({ requestPasswordless: refusing(404, 'User not found') }),
      LINKS,
    );
    const refusedAt = 'response' in refused ? refused.response.headers.get('location')! : '';
    expect(refusedAt).toBe('/login/passwordless?error=passwordlessUserNotFound');
    expect(passwordlessRequestPage(new URL(refusedAt, ORIGIN))).toEqual({ formError: R.passwordlessUserNotFound });
    const invalid = await passwordlessRequestAction(post('/login/passwordless', { email: '' }), fakeDeps(), LINKS);
    const invalidAt = 'response' in invalid ? invalid.response.headers.get('location')! : '';
    expect(passwordlessRequestPage(new URL(invalidAt, ORIGIN))).toEqual({
      formError: 'Please enter your email address.',
    });
    // nothing posted: nothing to show; an unknown reason is the generic message
    expect(passwordlessRequestPage(new URL('/login/passwordless', ORIGIN))).toBeUndefined();
    expect(passwordlessRequestPage(new URL('/login/passwordless?error=__proto__', ORIGIN))).toEqual({
      formError: R.generic,
    });
  });
});

describe('a passwordless link: GET shows whose account, only a same-site POST signs in', () => {
  const signedLink = (email: string, extra = '') =>
    `/passwordless-login-callback?token=tok&redirectUrl=%2Fcart&email=${encodeURIComponent(email)}&sig=${linkEmailSignature(email, KEY)}${extra}`;
  it('opening the link spends nothing and names the account the link was asked for', () => {
    const deps = fakeDeps();
    expect(passwordlessConfirmation(get(signedLink('mallory@example.com')), LINKS)).toEqual({
      token: 'tok',
      redirectUrl: '/cart',
      email: 'mallory@example.com',
    });
    expect(deps.calls).toEqual([]);
  });
  it('a link whose e-mail was altered (or unsigned) names no one: "the account this link was sent to"', () => {
    const swapped = signedLink('mallory@example.com').replace('mallory%40example.com', 'victim%40example.com');
    expect(passwordlessConfirmation(get(swapped), LINKS)).toEqual({ token: 'tok', redirectUrl: '/cart' });
    expect(
      passwordlessConfirmation(get('/passwordless-login-callback?token=tok&email=victim%40example.com'), LINKS),
    ).toEqual({ token: 'tok', redirectUrl: '/' });
    expect(passwordlessConfirmation(get(signedLink('ada@example.com')), { publicOrigin: ORIGIN })).toEqual({
      token: 'tok',
      redirectUrl: '/cart',
    });
    expect(verifiedLinkEmail('Ada@Example.com', linkEmailSignature('ada@example.com', KEY), KEY)).toBe(
      'Ada@Example.com',
    );
    expect(
      verifiedLinkEmail('ada@example.com', linkEmailSignature('ada@example.com', 'another key'), KEY),
    ).toBeUndefined();
  });
  it('moves to the locale of the page it came from, the token untouched', () => {
    const moved = passwordlessConfirmation(
      get('/passwordless-login-callback?token=tok&redirectUrl=%2Ffr-ca%2Fcart'),
      LINKS,
    );
    if (!(moved instanceof Response)) throw new Error('expected a redirect');
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(
      '/fr-ca/passwordless-login-callback?token=tok&redirectUrl=%2Ffr-ca%2Fcart',
    );
    expect(
      passwordlessConfirmation(get('/fr-ca/passwordless-login-callback?token=tok&redirectUrl=%2Ffr-ca%2Fcart'), LINKS),
    ).toEqual({ token: 'tok', redirectUrl: '/fr-ca/cart' });
  });
  it('says "Invalid token, please try again." when the link has no token', () => {
    expect(passwordlessConfirmation(get('/passwordless-login-callback'), LINKS)).toEqual({
      status: 400,
      formError: R.invalidToken,
    });
    expect(passwordlessConfirmation(get(`/passwordless-login-callback?token=${'x'.repeat(513)}`), LINKS)).toEqual({
      status: 400,
      formError: R.invalidToken,
    });
  });
  it('Sign In (a same-site POST) exchanges the token and signs in via passwordless, on to the same-site redirectUrl, from any device', async () => {
    const deps = fakeDeps();
    const { signIn, calls } = signInSpy();
    // no cookie at all: the link works in a browser other than the one that asked for it
    const response = await passwordlessSignIn(
      post('/passwordless-login-callback', { token: 'tok', redirectUrl: '/cart' }),
      deps,
      signIn,
    );
    expect(response instanceof Response && response.headers.get('location')).toBe('/cart');
    expect(deps.calls).toEqual([['passwordlessTokens', 'tok']]);
    expect(calls[0]?.[1]).toBe(TOKENS);
    expect(calls[0]?.[2]).toMatchObject({ target: '/cart', via: 'passwordless', remember: true });
    await passwordlessSignIn(
      post('/passwordless-login-callback', { token: 'tok', redirectUrl: 'https://evil.example' }),
      deps,
      signIn,
    );
    expect(calls[1]?.[2].target).toBe('/');
  });
  it('a POST from another site, or a post with neither Origin nor Sec-Fetch-Site, is refused before the token is spent', async () => {
    const deps = fakeDeps();
    const { signIn, calls } = signInSpy();
    const crossSite = await passwordlessSignIn(
      post('/passwordless-login-callback', { token: 'tok' }, { origin: 'https://evil.example' }),
      deps,
      signIn,
    );
    expect(crossSite instanceof Response && crossSite.status).toBe(403);
    const noOrigin = new Request(`${ORIGIN}/passwordless-login-callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=tok',
    });
    expect(((await passwordlessSignIn(noOrigin, deps, signIn)) as Response).status).toBe(403);
    expect(deps.calls).toEqual([]);
    expect(calls).toEqual([]);
  });
  it('says "Invalid token, please try again." for a missing, tampered or expired token', async () => {
    const { signIn, calls } = signInSpy();
    expect(await passwordlessSignIn(post('/passwordless-login-callback', {}), fakeDeps(), signIn)).toEqual({
      status: 400,
      formError: R.invalidToken,
    });
    const refused = await passwordlessSignIn(
      post('/passwordless-login-callback', { token: 'bad' }),
      fakeDeps({ passwordlessTokens: refusing(400, 'Invalid token') }),
      signIn,
    );
    expect(refused).toEqual({ status: 400, formError: 'Invalid token, please try again.' });
    const down = await passwordlessSignIn(
      post('/passwordless-login-callback', { token: 'ok' }),
      fakeDeps({ passwordlessTokens: refusing(0, 'timed out') }),
      signIn,
    );
    expect(down).toEqual({ status: 502, formError: R.generic });
    expect(calls).toEqual([]);
  });
});

describe('social login', () => {
  it('starts at the provider with the PKCE verifier and the return path in a short-lived HttpOnly cookie', async () => {
    const deps = fakeDeps();
    const response = await socialLoginStart(get('/login/social/google?redirectUrl=%2Faccount'), 'google', deps);
    if (!(response instanceof Response)) throw new Error('expected a redirect');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://idp.example/consent?request=1');
    expect(deps.calls[0]).toEqual(['authorizeSocial', 'google', `${ORIGIN}/social-callback`, undefined]);
    const cookie = cookieOf(response, SOCIAL_LOGIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, maxAge: 600, path: '/' });
    expect(JSON.parse(cookie.value ?? '{}')).toEqual({
      verifier: 'v'.repeat(64),
      redirectUrl: '/account',
      redirectUri: `${ORIGIN}/social-callback`,
    });
  });
  it('logs and refuses providers other than Apple and Google, and shows SLAS refusals', async () => {
    const deps = fakeDeps();
    expect(await socialLoginStart(get('/login/social/facebook'), 'facebook', deps)).toMatchObject({ status: 404 });
    expect(deps.calls).toEqual([]);
    expect(warn.lines().some((line) => JSON.stringify(line).includes('social-login-unknown-provider'))).toBe(true);
    const mismatch = await socialLoginStart(
      get('/login/social/apple'),
      'apple',
      fakeDeps({ authorizeSocial: refusing(400, "redirect_uri doesn't match the registered redirect URIs.") }),
    );
    expect(mismatch).toEqual({ status: 502, formError: R.featureUnavailable });
    const down = await socialLoginStart(
      get('/login/social/apple'),
      'apple',
      fakeDeps({ authorizeSocial: refusing(500, 'boom') }),
    );
    expect(down).toEqual({ status: 502, formError: R.generic });
    const offsite = fakeDeps();
    const started = await socialLoginStart(get('/login/social/apple?redirectUrl=%2F%2Fevil.example'), 'apple', offsite);
    expect(JSON.parse(cookieOf(started as Response, SOCIAL_LOGIN_COOKIE)?.value ?? '{}').redirectUrl).toBe('/');
  });
  it('the callback exchanges code and verifier, signs in via social and spends the cookie', async () => {
    const deps = fakeDeps();
    const { signIn, calls } = signInSpy();
    const state = encodeURIComponent(
      JSON.stringify({ verifier: 'ver', redirectUrl: '/cart', redirectUri: `${ORIGIN}/social-callback` }),
    );
    const response = await socialCallback(
      get('/social-callback?code=abc&usid=u-9', `${SOCIAL_LOGIN_COOKIE}=${state}`),
      deps,
      signIn,
    );
    if (!(response instanceof Response)) throw new Error('expected a response');
    expect(deps.calls).toEqual([['socialTokens', 'abc', 'ver', `${ORIGIN}/social-callback`, 'u-9']]);
    expect(calls[0]?.[2]).toMatchObject({ target: '/cart', via: 'social' });
    expect(cookieOf(response, SOCIAL_LOGIN_COOKIE)?.maxAge).toBe(0);
  });
  it('the callback refuses a missing cookie or code, a refused code and a denied consent', async () => {
    const { signIn, calls } = signInSpy();
    const state = encodeURIComponent(
      JSON.stringify({ verifier: 'ver', redirectUrl: '/', redirectUri: `${ORIGIN}/social-callback` }),
    );
    expect(await socialCallback(get('/social-callback?code=abc'), fakeDeps(), signIn)).toMatchObject({
      status: 400,
      formError: R.invalidToken,
    });
    expect(
      await socialCallback(get('/social-callback', `${SOCIAL_LOGIN_COOKIE}=${state}`), fakeDeps(), signIn),
    ).toMatchObject({ formError: R.invalidToken });
    expect(
      await socialCallback(
        get('/social-callback?code=x', `${SOCIAL_LOGIN_COOKIE}=${state}`),
        fakeDeps({ socialTokens: refusing(400, 'Invalid or expired authorization code.') }),
        signIn,
      ),
    ).toMatchObject({
      status: 400,
      formError: R.invalidToken,
    });
    expect(
      await socialCallback(
        get('/social-callback?error=access_denied', `${SOCIAL_LOGIN_COOKIE}=${state}`),
        fakeDeps(),
        signIn,
      ),
    ).toMatchObject({ status: 400, formError: R.generic });
    expect(calls).toEqual([]);
  });
});

describe('the private client secret', () => {
  it('is the configured one, the sandbox demo one, or missing on a real instance', () => {
    expect(slasClientSecret({ usingSandbox: false }, { COMMERCE_CLIENT_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(slasClientSecret({ usingSandbox: true }, {})).toBe('ridgeline-sandbox-private-client-secret');
    expect(slasClientSecret({ usingSandbox: false }, {})).toBeUndefined();
  });
});
