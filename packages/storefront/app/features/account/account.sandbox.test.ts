import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceConfig } from '../../platform/commerce/config.server';
import { decodeSession, SHOPPER_SESSION_COOKIE } from '../../platform/commerce/shopperSession.server';
import { loginAction, precheckAction, registrationAction } from './actions.server';
import { createBasketApi } from '@ridgeline/commerce/server';
import { encodeSession, fromTokens } from '../../platform/commerce/shopperSession.server';
import { createAccountDeps, type AccountDeps } from './auth.server';
import { ACCOUNT_MESSAGES as M } from './messages';
import { captureLog } from '../../testing/logCapture';

// The account actions with the real commerce clients against an in-process sandbox (SLAS and Shopper Customers).

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let deps: AccountDeps;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  // These tests are about what the actions do, not about deadlines: a generous one keeps a loaded machine from
  // turning a slow answer into the fallback path (a timed-out precheck reads as "default settings").
  deps = createAccountDeps({ ...readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }), timeoutMs: 60_000 });
}, 120_000);
afterAll(async () => sandbox?.close());

const ORIGIN = 'http://shop.test';
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const json = (path: string, fields: Record<string, string>) => post(path, fields, { accept: 'application/json' });
const sessionOf = (response: Response) =>
  decodeSession(new RegExp(`${SHOPPER_SESSION_COOKIE}=([^;]*)`).exec(response.headers.getSetCookie().join('\n'))?.[1]);

describe('account actions against the sandbox', () => {
  it('registers, signs in with the password, and refuses a wrong one with the 401 message', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const form = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: 'Secret123',
      postalCode: '94110',
      phone: '(415) 555-0100',
      gender: '2',
      birthdayMonth: '12',
      birthdayDay: '9',
      addtoemaillist: 'on',
      privacyconsent: 'on',
      isLoyaltyFormSubmit: 'true',
    };
    const registered = await registrationAction(post('/registration', form), deps);
    expect('response' in registered).toBe(true);
    const afterRegistration = sessionOf((registered as { response: Response }).response);
    expect(afterRegistration?.registered).toEqual({ firstName: 'Grace' });

    const signedIn = await loginAction(
      post('/login', { email: email.toUpperCase(), password: 'Secret123', rememberMe: 'on' }),
      deps,
    );
    const session = sessionOf((signedIn as { response: Response }).response);
    expect(session?.customerId).toBe(afterRegistration?.customerId);

    const wrong = await loginAction(post('/login', { email, password: 'Secret124' }), deps);
    expect(wrong).toMatchObject({ problem: { status: 401, formError: M.loginUnauthorized } });
    const unknown = await loginAction(
      post('/login', { email: `nobody-${Date.now()}@example.com`, password: 'Secret123' }),
      deps,
    );
    expect(unknown).toMatchObject({ problem: { status: 401, formError: M.loginUnauthorized } });

    const warn = captureLog();
    const again = await registrationAction(post('/registration', form), deps);
    expect(again).toMatchObject({ problem: { formError: M.genericError } });
    expect(warn.lines().map((line) => line.event)).toEqual(['registration-failed']);
    warn.restore();

    // the registration payload's additional fields are stored with the customer
    const db = await sandbox.commerce!.database.open();
    const { rows } = await db.query<{ data: { c_additionalFields: Record<string, unknown> } }>(
      'select data from customers where login = $1',
      [email],
    );
    expect(rows[0]?.data.c_additionalFields).toEqual({
      phone: '(415) 555-0100',
      gender: 2,
      postalCode: '94110',
      newsletter: true,
      sendsmsconsent: false,
      privacyconsent: true,
      isLoyaltyFormSubmit: true,
      storeNumber: '',
      platformOfOrigin: 'web',
      sessionOrigination: 'web',
      birthdayMonth: 12,
      birthdayDay: 9,
    });
    // every sign-in and the registration called post-auth with the customer's token
    expect(sandbox.commerce!.postAuth.filter((call) => call.customerId === afterRegistration?.customerId)).toHaveLength(
      2,
    );
  }, 180_000); // a hang guard, not a speed limit: this journey makes ~15 sandbox calls

  it('prechecks an e-mail: a known customer goes to the password view, a new one to registration (and its settings)', async () => {
    const known = await precheckAction(json('/login/precheck', { email: 'grace@example.com' }), deps);
    expect(known).toBeInstanceOf(Response);
    const unknownEmail = await (
      await (precheckAction(
        json('/login/precheck', { email: `new-${Date.now()}@example.com` }),
        deps,
      ) as Promise<Response>)
    ).json();
    expect(unknownEmail.registrationStep).toBe('register');
    expect(Object.keys(unknownEmail.registerFormSettings)).toHaveLength(9);
    expect(unknownEmail.passwordConstraints).toMatchObject({ minLength: 8 });
    // the page's e-mail step (no JSON): 303 to the next page
    const page = (await precheckAction(
      post('/login/precheck', { email: `new-${Date.now()}@example.com`, localeId: 'fr-CA' }),
      deps,
    )) as Response;
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/fr-ca\/registration\?email=new-/);
  });

  it("attaches the sandbox's invalid_form field messages to the fields", async () => {
    const warn = captureLog();
    // a fr-CA phone of 7 digits passes the storefront (locale rule) but the sandbox wants 7 digits in 10+ characters
    const fields = {
      firstName: 'Ada',
      lastName: 'Byron',
      email: `ada-${Date.now()}@example.com`,
      password: 'Secret123',
      postalCode: 'H2X 1Y4',
      phone: '555-0100 x',
      isLoyaltyFormSubmit: 'false',
    };
    const outcome = await registrationAction(post('/fr-ca/registration', fields), deps);
    expect(outcome).toMatchObject({ problem: { status: 400 } });
    warn.restore();
  });

  it("merges a guest bag into the customer's on login, in order, and keeps the count", async () => {
    const email = `merge-${Date.now()}@example.com`;
    const registered = await registrationAction(
      post('/registration', {
        firstName: 'Mae',
        lastName: 'Jemison',
        email,
        password: 'Secret123',
        postalCode: '94110',
        phone: '4155550100',
        isLoyaltyFormSubmit: 'false',
      }),
      deps,
    );
    expect('response' in registered).toBe(true);
    // a new guest with a bag
    const guestTokens = await deps.auth.loginGuest();
    const baskets = createBasketApi(readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }));
    const basket = await baskets.createBasket(guestTokens.access_token);
    const productId = [...sandbox.commerce!.catalog.variantById.keys()][0]!;
    await baskets.addItem(guestTokens.access_token, basket.basketId, { productId, quantity: 2 });
    const guest = encodeSession(fromTokens(guestTokens, Date.now(), basket.basketId));
    const signedIn = await loginAction(
      post(
        '/login',
        { email, password: 'Secret123' },
        { cookie: `${SHOPPER_SESSION_COOKIE}=${guest}`, accept: 'application/json' },
      ),
      deps,
    );
    const response = (signedIn as { response: Response }).response;
    expect(await response.json()).toMatchObject({
      ok: true,
      toast: { title: 'Welcome back, Mae!', description: 'You are now logged in.' },
    });
    const session = sessionOf(response)!;
    expect(session.basketId).toBeTruthy();
    expect(response.headers.getSetCookie().find((c) => c.startsWith('ridgeline-bag-count='))).toMatch(
      /^ridgeline-bag-count=2/,
    );
    const merged = await baskets.getBasket(session.accessToken, session.basketId!);
    expect(merged.productItems?.map((item) => [item.productId, item.quantity])).toEqual([[productId, 2]]);
  });
});
