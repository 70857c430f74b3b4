import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import {
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import type { RecoveryDeps } from '../recovery/deps.server';
import type { ShopLocale } from '../../../platform/urls';
import { RECOVERY_MESSAGES as R } from '../recovery/messages';
import { appContextKey } from '../../../platform/request/appContext.server';
import { APP_FEATURES, createAppContext } from '../../../appFeatures.server';
import {
  createCommerceClientRegistry,
  type CommerceClientRegistry,
} from '../../../platform/request/commerceClients.server';
import { readCommerceConfig } from '../../../platform/commerce/config.server';

// The account routes as React Router calls them: their loaders and actions, with the SLAS clients faked (no network).
const ORIGIN = 'http://shop.test';
const recoveryCalls: unknown[][] = [];
const fakeRecovery: RecoveryDeps = {
  requestPasswordReset: async (...args) => void recoveryCalls.push(['requestPasswordReset', ...args]),
  resetPassword: async (...args) => void recoveryCalls.push(['resetPassword', ...args]),
  requestPasswordless: async (...args) => void recoveryCalls.push(['requestPasswordless', ...args]),
  passwordlessTokens: async (...args) => {
    recoveryCalls.push(['passwordlessTokens', ...args]);
    return { access_token: 'a', refresh_token: 'r', expires_in: 1800, usid: 'u', customer_id: 'c' } as never;
  },
  authorizeSocial: async () => ({ location: 'https://idp.example', codeVerifier: 'v' }),
  socialTokens: async () => ({}) as never,
};
vi.mock('../recovery/deps.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../recovery/deps.server')>()),
  recoveryLinks: () => ({ publicOrigin: ORIGIN, emailKey: 'test-key' }),
}));
vi.mock('../recovery/signIn.server', () => {
  const signIn = async () => new Response(null, { status: 303, headers: { Location: '/' } });
  return { signInWith: () => signIn };
});

const session: ShopperSession = {
  accessToken: 'access',
  refreshToken: 'refresh',
  usid: 'usid-1',
  customerId: 'c1',
  expiresAt: Date.now() + 3_600_000,
  registered: { firstName: 'Ada' },
};
const sessionCookie = `${SHOPPER_SESSION_COOKIE}=${encodeSession(session)}`;
/** The test's own app context, as server.mjs makes one: the real registry with its recovery clients faked. */
function withFakeRecovery(registry: CommerceClientRegistry): CommerceClientRegistry {
  return Object.create(registry, {
    forLocale: {
      value: (locale: ShopLocale) => Object.create(registry.forLocale(locale), { recovery: { value: fakeRecovery } }),
    },
  }) as CommerceClientRegistry;
}
const app = createAppContext({
  commerce: withFakeRecovery(createCommerceClientRegistry(readCommerceConfig(), { features: APP_FEATURES.clients })),
});
const args = (request: Request) => {
  const context = new RouterContextProvider();
  context.set(appContextKey, app);
  return { request, params: {}, context, unstable_pattern: '' } as never;
};

/** What a route function threw (React Router answers a thrown Response with its status), or fails when it returned. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the route to throw');
}

let warn: { mockRestore(): void };
beforeEach(() => {
  recoveryCalls.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('POST /account (and the other account pages) refused by the guards', () => {
  const profilePost = (headers: Record<string, string>, body = 'firstName=Ada') =>
    new Request(`${ORIGIN}/account`, {
      method: 'POST',
      headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
  it('answers 403 without an Origin (thrown, so the page is not rendered with the refusal as its data: that was a 500)', async () => {
    const { action } = await import('./account');
    const refusal = await thrown(() => action(args(profilePost({}))));
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(403);
  });
  it('answers 413 for a body over 8 KB', async () => {
    const { action } = await import('./account');
    const refusal = await thrown(() =>
      action(args(profilePost({ origin: ORIGIN }, `firstName=${'a'.repeat(9 * 1024)}`))),
    );
    expect((refusal as Response).status).toBe(413);
  });
  it('the addresses and membership pages answer the same way', async () => {
    for (const [path, load] of [
      ['/account/addresses', () => import('./account-addresses')],
      ['/account/membership', () => import('./account-membership')],
    ] as const) {
      const { action } = await load();
      const request = new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'intent=remove',
      });
      expect(((await thrown(() => action(args(request)))) as Response).status, path).toBe(403);
    }
  });
});

describe('GET /passwordless-login-callback (a passwordless link opened)', () => {
  it('signs nobody in and spends nothing: it shows the confirmation', async () => {
    const { loader } = await import('./passwordless-login-callback');
    const answer = (await loader(
      args(new Request(`${ORIGIN}/passwordless-login-callback?token=tok&redirectUrl=%2Fcart`)),
    )) as unknown as { data: { confirm: unknown } };
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer.data.confirm).toEqual({ token: 'tok', redirectUrl: '/cart' });
    expect(recoveryCalls).toEqual([]);
  });
  it('POST from this site spends the token and signs in; from another site it is refused (403, thrown)', async () => {
    const { action } = await import('./passwordless-login-callback');
    const post = (origin: string) =>
      new Request(`${ORIGIN}/passwordless-login-callback`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=tok&redirectUrl=%2F',
      });
    expect(((await thrown(() => action(args(post('https://evil.example'))))) as Response).status).toBe(403);
    expect(recoveryCalls).toEqual([]);
    const signedIn = (await action(args(post(ORIGIN)))) as Response;
    expect(signedIn.status).toBe(303);
    expect(recoveryCalls).toEqual([['passwordlessTokens', 'tok']]);
  });
});

describe('POST /login/passwordless without JavaScript', () => {
  it('goes on to the "Check your email" page, which the loader shows (it no longer sends the shopper to /login)', async () => {
    const { action, loader } = await import('./login-passwordless');
    const post = new Request(`${ORIGIN}/login/passwordless`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com&redirectUrl=%2Fcart',
    });
    const sent = (await action(args(post))) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/login/passwordless?sent=1');
    expect(recoveryCalls[0]?.[0]).toBe('requestPasswordless');
    const page = (await loader(args(new Request(`${ORIGIN}${sent.headers.get('location')}`)))) as unknown as {
      data: { sent?: string };
    };
    expect(page).not.toBeInstanceOf(Response);
    expect(page.data.sent).toBe(R.passwordlessSent);
    // with nothing posted, the sign-in page
    expect(
      ((await loader(args(new Request(`${ORIGIN}/login/passwordless`)))) as Response).headers.get('location'),
    ).toBe('/login');
  });
});

describe('GET /__ridgeline/shopper', () => {
  it('tells the signed-in customer their first name, privately; a guest gets no name', async () => {
    const { loader } = await import('./account-shopper');
    const signedIn = await loader({
      request: new Request(`${ORIGIN}/__ridgeline/shopper`, { headers: { cookie: sessionCookie } }),
    });
    expect(await signedIn.json()).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
    expect(await (await loader({ request: new Request(`${ORIGIN}/__ridgeline/shopper`) })).json()).toEqual({
      signedIn: false,
    });
  });
});
