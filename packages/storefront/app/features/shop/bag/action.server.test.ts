import { describe, expect, it, vi } from 'vitest';
import { BasketApiError, type Basket, type BasketApi } from '@ridgeline/commerce/server';
import {
  decodeSession,
  encodeSession,
  SHOPPER_SESSION_COOKIE,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { BAG_COUNT_COOKIE } from '../../../platform/bagCount';
import { addToBagAction, maxOrderQuantity, samePath } from './action.server';

const ORIGIN = 'https://shop.test';
const NOW = 1_800_000_000_000;

/** A fake SLAS: each login is a new guest (usid-n); refresh keeps the usid. */
function fakeAuth() {
  let logins = 0;
  const auth: ShopperAuth = {
    loginGuest: vi.fn(async () => {
      logins += 1;
      return {
        access_token: `access-${logins}`,
        refresh_token: `refresh-${logins}`,
        usid: `usid-${logins}`,
        customer_id: `cust-${logins}`,
        expires_in: 1800,
      };
    }),
    refresh: vi.fn(async (refreshToken: string) => ({
      access_token: `access-r`,
      refresh_token: refreshToken,
      usid: 'usid-1',
      expires_in: 1800,
    })),
  };
  return auth;
}

/** A fake Shopper Baskets v2 with inventory: a line above the stock is refused, as the API does, and changes nothing. */
function fakeBaskets(stock: Record<string, number> = { 'P1-010-M': 3 }) {
  const baskets = new Map<string, { owner: string; items: Map<string, number> }>();
  let next = 0;
  const shape = (id: string): Basket => ({
    basketId: id,
    currency: 'USD',
    productItems: [...baskets.get(id)!.items].map(([productId, quantity]) => ({ productId, quantity })),
  });
  const api: Pick<BasketApi, 'createBasket' | 'addItem'> & { baskets: typeof baskets } = {
    baskets,
    createBasket: vi.fn(async (token: string) => {
      next += 1;
      const id = `basket-${next}`;
      baskets.set(id, { owner: token, items: new Map() });
      return shape(id);
    }),
    addItem: vi.fn(async (token: string, basketId: string, item: { productId: string; quantity: number }) => {
      const basket = baskets.get(basketId);
      if (!basket)
        throw new BasketApiError(
          404,
          'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/basket-not-found',
          'Basket Not Found',
          `No basket with ID '${basketId}'.`,
        );
      const wanted = (basket.items.get(item.productId) ?? 0) + item.quantity;
      if (wanted > (stock[item.productId] ?? 100)) {
        throw new BasketApiError(
          400,
          'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/product-item-not-available',
          'Product Item Not Available',
          `The product '${item.productId}' is not available in quantity ${wanted}.`,
        );
      }
      basket.items.set(item.productId, wanted);
      return shape(basketId);
    }),
  };
  return api;
}

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const cookieHeader = (session: ShopperSession) => `${SHOPPER_SESSION_COOKIE}=${encodeSession(session)}`;
const setCookies = (response: Response) => response.headers.getSetCookie();
const sessionOf = (response: Response) => {
  const cookie = setCookies(response).find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`));
  return cookie ? decodeSession(cookie.split(';')[0]!.slice(SHOPPER_SESSION_COOKIE.length + 1)) : undefined;
};

describe('POST /cart/items (add to bag)', () => {
  it('without a session: a guest login, a new basket, the item; the session and bag count cookies are set', async () => {
    const auth = fakeAuth();
    const baskets = fakeBaskets();
    const response = await addToBagAction(
      post(
        { pid: 'P1-010-M', quantity: '2', returnTo: '/product/P1?color=010&size=M' },
        { accept: 'application/json' },
      ),
      { auth, baskets, now: () => NOW },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, count: 2, productId: 'P1-010-M', quantity: 2 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = setCookies(response).find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Secure/i);
    expect(sessionOf(response)).toMatchObject({ accessToken: 'access-1', usid: 'usid-1', basketId: 'basket-1' });
    const count = setCookies(response).find((c) => c.startsWith(`${BAG_COUNT_COOKIE}=`))!;
    expect(count.split(';')[0]).toBe(`${BAG_COUNT_COOKIE}=2`);
    expect(count).not.toMatch(/HttpOnly/i);
    expect(auth.loginGuest).toHaveBeenCalledTimes(1);
  });

  it("a shopper's second add goes to their own basket; another shopper gets another basket", async () => {
    const auth = fakeAuth();
    const baskets = fakeBaskets();
    const first = await addToBagAction(post({ pid: 'P1-820-S', quantity: '1' }, { accept: 'application/json' }), {
      auth,
      baskets,
      now: () => NOW,
    });
    const mine = sessionOf(first)!;
    const second = await addToBagAction(
      post({ pid: 'P1-820-S', quantity: '2' }, { accept: 'application/json', cookie: cookieHeader(mine) }),
      { auth, baskets, now: () => NOW },
    );
    expect(await second.json()).toMatchObject({ ok: true, count: 3 });
    // The session did not change: no new session cookie, only the count.
    expect(sessionOf(second)).toBeUndefined();
    const other = await addToBagAction(post({ pid: 'P1-820-S', quantity: '1' }, { accept: 'application/json' }), {
      auth,
      baskets,
      now: () => NOW,
    });
    expect(sessionOf(other)).toMatchObject({ usid: 'usid-2', basketId: 'basket-2' });
    expect(baskets.baskets.get('basket-1')!.items.get('P1-820-S')).toBe(3);
  });

  it('a quantity above the stock: the API refusal as a clear message (409), the bag unchanged', async () => {
    const auth = fakeAuth();
    const baskets = fakeBaskets({ 'P1-010-M': 3 });
    const first = await addToBagAction(post({ pid: 'P1-010-M', quantity: '2' }, { accept: 'application/json' }), {
      auth,
      baskets,
      now: () => NOW,
    });
    const session = sessionOf(first)!;
    const response = await addToBagAction(
      post({ pid: 'P1-010-M', quantity: '2' }, { accept: 'application/json', cookie: cookieHeader(session) }),
      { auth, baskets, now: () => NOW },
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { ok: boolean; code: string; message: string };
    expect(body).toMatchObject({ ok: false, code: 'stock' });
    expect(body.message).toContain("We don't have that many in stock");
    expect(setCookies(response).some((c) => c.startsWith(`${BAG_COUNT_COOKIE}=`))).toBe(false);
    expect(baskets.baskets.get(session.basketId!)!.items.get('P1-010-M')).toBe(2);
  });

  it('without JavaScript: 303 back to the product page saying what happened', async () => {
    const deps = { auth: fakeAuth(), baskets: fakeBaskets({ 'P1-010-M': 1 }), now: () => NOW };
    const added = await addToBagAction(
      post({ pid: 'P1-010-M', quantity: '1', returnTo: '/product/P1?color=010&size=M&bagError=stock' }),
      deps,
    );
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/product/P1?color=010&size=M&added=P1-010-M&qty=1');
    const refused = await addToBagAction(
      post({ pid: 'P1-010-M', quantity: '5', returnTo: '/product/P1?color=010&size=M' }),
      deps,
    );
    expect(refused.headers.get('location')).toBe('/product/P1?color=010&size=M&bagError=stock');
    const away = await addToBagAction(post({ pid: 'P1-010-M', quantity: '1', returnTo: '//evil.example/x' }), deps);
    expect(away.headers.get('location')).toMatch(/^\/\?/);
  });

  it('refuses a missing variant, a bad quantity and one above the maximum before calling the API', async () => {
    const deps = { auth: fakeAuth(), baskets: fakeBaskets(), now: () => NOW };
    const json = { accept: 'application/json' };
    expect(await (await addToBagAction(post({ pid: '', quantity: '1' }, json), deps)).json()).toMatchObject({
      code: 'selection',
      message: 'Please select all your options above.',
    });
    expect(await (await addToBagAction(post({ pid: 'P1-010-M', quantity: '0' }, json), deps)).json()).toMatchObject({
      code: 'quantity',
    });
    expect(await (await addToBagAction(post({ pid: 'P1-010-M', quantity: 'lots' }, json), deps)).json()).toMatchObject({
      code: 'quantity',
    });
    expect(
      await (await addToBagAction(post({ pid: 'P1-010-M', quantity: '11' }, json), deps, { maxQuantity: 10 })).json(),
    ).toMatchObject({ code: 'max-quantity' });
    expect(deps.auth.loginGuest).not.toHaveBeenCalled();
  });

  it('only from this site: another Origin, or neither Origin nor Sec-Fetch-Site, is 403', async () => {
    const deps = { auth: fakeAuth(), baskets: fakeBaskets(), now: () => NOW };
    expect(
      (await addToBagAction(post({ pid: 'P1-010-M', quantity: '1' }, { origin: 'https://evil.example' }), deps)).status,
    ).toBe(403);
    const bare = new Request(`${ORIGIN}/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'pid=P1-010-M&quantity=1',
    });
    expect((await addToBagAction(bare, deps)).status).toBe(403);
    expect(deps.auth.loginGuest).not.toHaveBeenCalled();
  });

  it('a body over the limit is 413, unread', async () => {
    const deps = { auth: fakeAuth(), baskets: fakeBaskets(), now: () => NOW };
    const response = await addToBagAction(post({ pid: 'P1-010-M', quantity: '1', pad: 'x'.repeat(9000) }), deps);
    expect(response.status).toBe(413);
  });

  it('an expiring token is refreshed (same shopper, same basket); a basket that is gone is replaced', async () => {
    const auth = fakeAuth();
    const baskets = fakeBaskets();
    const expiring: ShopperSession = {
      accessToken: 'old',
      refreshToken: 'refresh-1',
      usid: 'usid-1',
      expiresAt: NOW + 10_000,
      basketId: 'basket-gone',
    };
    const response = await addToBagAction(
      post({ pid: 'P1-820-S', quantity: '1' }, { accept: 'application/json', cookie: cookieHeader(expiring) }),
      { auth, baskets, now: () => NOW },
    );
    expect(await response.json()).toMatchObject({ ok: true, count: 1 });
    expect(auth.refresh).toHaveBeenCalledWith('refresh-1');
    expect(auth.loginGuest).not.toHaveBeenCalled();
    expect(sessionOf(response)).toMatchObject({ accessToken: 'access-r', usid: 'usid-1', basketId: 'basket-1' });
  });

  it('a refused token logs in afresh once; a tampered cookie is a new shopper', async () => {
    const auth = fakeAuth();
    const baskets = fakeBaskets();
    baskets.addItem = vi.fn(async (token: string, basketId: string) => {
      if (token === 'revoked') throw new BasketApiError(401, 'unauthorized', 'Unauthorized', '');
      return { basketId, productItems: [{ productId: 'P1-820-S', quantity: 1 }] };
    });
    const revoked: ShopperSession = {
      accessToken: 'revoked',
      refreshToken: 'r',
      usid: 'usid-x',
      expiresAt: NOW + 3_600_000,
      basketId: 'basket-x',
    };
    const response = await addToBagAction(
      post({ pid: 'P1-820-S', quantity: '1' }, { accept: 'application/json', cookie: cookieHeader(revoked) }),
      { auth, baskets, now: () => NOW },
    );
    expect(await response.json()).toMatchObject({ ok: true });
    expect(sessionOf(response)).toMatchObject({ usid: 'usid-1', accessToken: 'access-1' });
    const tampered = await addToBagAction(
      post(
        { pid: 'P1-820-S', quantity: '1' },
        { accept: 'application/json', cookie: `${SHOPPER_SESSION_COOKIE}=not-base64-json` },
      ),
      { auth, baskets, now: () => NOW },
    );
    expect(await tampered.json()).toMatchObject({ ok: true });
    expect(auth.loginGuest).toHaveBeenCalledTimes(2);
  });

  it('SLAS unreachable: a clear failure, nothing stored', async () => {
    const auth = fakeAuth();
    auth.loginGuest = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await addToBagAction(post({ pid: 'P1-820-S', quantity: '1' }, { accept: 'application/json' }), {
      auth,
      baskets: fakeBaskets(),
      now: () => NOW,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, code: 'failed' });
    expect(setCookies(response)).toEqual([]);
  });
});

describe('configuration and paths', () => {
  it('CART_MAX_ORDER_QUANTITY: a whole number from 1 to 999, else 10', () => {
    expect(maxOrderQuantity({})).toBe(10);
    expect(maxOrderQuantity({ CART_MAX_ORDER_QUANTITY: '5' })).toBe(5);
    expect(maxOrderQuantity({ CART_MAX_ORDER_QUANTITY: '0' })).toBe(10);
    expect(maxOrderQuantity({ CART_MAX_ORDER_QUANTITY: '1e3' })).toBe(10);
  });

  it('returnTo must stay on this site', () => {
    expect(samePath('/product/P1?color=010')).toBe('/product/P1?color=010');
    expect(samePath('//evil.example')).toBeUndefined();
    expect(samePath('/\\evil.example')).toBeUndefined();
    expect(samePath('https://evil.example/')).toBeUndefined();
  });
});
