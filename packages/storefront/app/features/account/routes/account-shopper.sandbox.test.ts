import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import { SHOPPER_SESSION_COOKIE } from '../../../platform/commerce/shopperSession.server';
import { createAppContext } from '../../../appFeatures.server';
import type { AppContext } from '../../../platform/request/appContext.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { shopLocale } from '../../../platform/urls';
import { testLoadContext } from '../../../testing/appContext';
import { loadCartPage } from '../../shop/cart/cartPage.server';
import { registrationAction } from '../actions.server';
import { createAccountDeps } from '../auth.server';
import { loader } from './account-shopper';

// `/__ridgeline/shopper?fields=loyalty` (the account drawer's loyalty tracker) with the app's real commerce clients
// against an in-process sandbox, whose loyalty API answers a registered customer who joined Rewards as a member.

const ORIGIN = 'http://shop.test';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let member: string;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  const port = new URL(sandbox.url).port;
  vi.stubEnv('SANDBOX_PORT', port);
  const account = createAccountDeps({ ...readCommerceConfig({ SANDBOX_PORT: port }), timeoutMs: 60_000 });
  const fields = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `loyal-${Date.now()}@example.com`,
    password: 'Secret123',
    postalCode: '94110',
    phone: '(415) 555-0100',
    gender: '2',
    // joining Rewards at registration asks for the privacy consent
    privacyconsent: 'on',
    isLoyaltyFormSubmit: 'true',
  };
  const outcome = await registrationAction(
    new Request(`${ORIGIN}/registration`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    account,
  );
  if (!('response' in outcome)) throw new Error(`registration refused: ${JSON.stringify(outcome)}`);
  member = (outcome as { response: Response }).response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SHOPPER_SESSION_COOKIE}=`))!
    .split(';')[0]!;
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await sandbox?.close();
});

/** One request to the route, with its own load context over the app context `app`. */
const ask = (app: AppContext, query: string) =>
  loader({
    request: new Request(`${ORIGIN}/__ridgeline/shopper${query}`, { headers: { cookie: member } }),
    context: testLoadContext(app),
  });
/** The loyalty status calls the app made since `spy` was set (before the app context, so its clients use it). */
const statusCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/customer/status'))
    .length;

describe('the account drawer’s loyalty tracker against the sandbox', () => {
  it("a member's tracker comes from the bag's loyalty client of the page's locale: the bag then reuses its answer", async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const app = createAppContext();
    const response = await ask(app, '?fields=loyalty&locale=en-CA');
    const body = (await response.json()) as { signedIn: boolean; loyalty?: Record<string, unknown> };
    expect(body.signedIn).toBe(true);
    expect(body.loyalty).toMatchObject({
      kind: 'member',
      threshold: 500,
      title: 'Member rewards',
      minimum: 'Rewards start at $5.00',
      expiresSoon: false,
    });
    expect(body.loyalty?.points).toBeGreaterThan(0);
    expect(statusCalls(spy)).toBe(1);
    // the five-minute cache is the one of the app context's bag clients for that locale
    const bagClients = app.commerce.forLocale(shopLocale('en-CA')!).shop;
    expect(bagClients.deps.loyalty.size).toBe(1);
    // the bag in the same locale, as its loader reads it: the tracker, and the status is not asked again
    const cartRequest = new Request(`${ORIGIN}/en-ca/cart`, { headers: { cookie: member } });
    const { commerce } = requestContextOf({ request: cartRequest, context: testLoadContext(app) });
    expect(commerce.shop).toBe(bagClients);
    const cart = await loadCartPage(cartRequest, commerce.shop.deps, {
      locale: commerce.shop.locale,
      localeId: 'en-CA',
    });
    expect(cart.data.loyalty).toMatchObject({ kind: 'member', points: body.loyalty?.points });
    expect(statusCalls(spy)).toBe(1);
  });

  it('with ENABLE_LOYALTY_REWARDS=off the answer has no loyalty and the status is never asked', async () => {
    vi.stubEnv('ENABLE_LOYALTY_REWARDS', 'off');
    const spy = vi.spyOn(globalThis, 'fetch');
    const body = (await (await ask(createAppContext(), '?fields=loyalty&locale=en-US')).json()) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({ signedIn: true, firstName: 'Ada' });
    expect(statusCalls(spy)).toBe(0);
  });
});
