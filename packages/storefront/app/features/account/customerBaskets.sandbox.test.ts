import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBasketApi } from '@ridgeline/commerce/server';
import { BAG_COUNT_COOKIE } from '../../platform/bagCount';
import { readCommerceConfig } from '../../platform/commerce/config.server';
import { decodeSession, SHOPPER_SESSION_COOKIE } from '../../platform/commerce/shopperSession.server';
import { loginAction, registrationAction } from './actions.server';
import { createAccountDeps, type AccountDeps } from './auth.server';

// Signing in finds the customer's own basket by customerId (Shopper Customers `getCustomerBaskets`) when there is no
// guest bag to merge: against an in-process sandbox, whose baskets live in its database.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let deps: AccountDeps;
let config: ReturnType<typeof readCommerceConfig>;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  // a generous deadline: these tests are about what sign-in does, not about a loaded machine's speed
  config = { ...readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }), timeoutMs: 60_000 };
  deps = createAccountDeps(config);
}, 120_000);
afterAll(async () => sandbox?.close());

const ORIGIN = 'http://shop.test';
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const cookiesOf = (response: Response) => response.headers.getSetCookie().join('\n');
const sessionOf = (response: Response) =>
  decodeSession(new RegExp(`${SHOPPER_SESSION_COOKIE}=([^;]*)`).exec(cookiesOf(response))?.[1]);

describe('customer baskets by customerId at sign-in, against the sandbox', () => {
  it("a sign-in without a guest bag finds the customer's basket from an earlier session, with its count", async () => {
    const email = `basket-${Date.now()}@example.com`;
    const registered = await registrationAction(
      post('/registration', {
        firstName: 'Mae',
        lastName: 'Jemison',
        email,
        password: 'Secret123',
        postalCode: '94110',
        phone: '(415) 555-0100',
        privacyconsent: 'on',
        isLoyaltyFormSubmit: 'false',
      }),
      deps,
    );
    const first = sessionOf((registered as { response: Response }).response)!;
    expect(first.customerId).toBeTruthy();
    expect(first.basketId).toBeUndefined();

    // an earlier session of the customer (another device) left a bag of 3
    const baskets = createBasketApi(config);
    const basket = await baskets.createBasket(first.accessToken);
    const productId = [...sandbox.commerce!.catalog.variantById.keys()][0]!;
    await baskets.addItem(first.accessToken, basket.basketId, { productId, quantity: 3 });

    const signedIn = await loginAction(post('/login', { email, password: 'Secret123' }), deps);
    const response = (signedIn as { response: Response }).response;
    const session = sessionOf(response)!;
    expect(session.customerId).toBe(first.customerId);
    expect(session.basketId).toBe(basket.basketId);
    expect(cookiesOf(response)).toContain(`${BAG_COUNT_COOKIE}=3`);
  });
});
