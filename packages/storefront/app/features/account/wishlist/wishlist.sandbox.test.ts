import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import { SHOPPER_SESSION_COOKIE } from '../../../platform/commerce/shopperSession.server';
import { registrationAction } from '../actions.server';
import { createAccountDeps } from '../auth.server';
import { wishlistEnabled } from './config.server';
import { wishlistChangeResponse, wishlistIdsResponse, type WishlistDeps } from './wishlist.server';
import { createWishlistApi } from '@ridgeline/commerce/server';
import { loadWishlistPage } from './wishlistPage.server';
import { DEFAULT_LOCALE } from '../../../platform/urls';
import { captureLog } from '../../../testing/logCapture';

// The wish list's JSON route and page with the real commerce clients against an in-process sandbox.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let deps: WishlistDeps;
let register: (email: string) => Promise<string>;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  const config = readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port });
  const account = createAccountDeps(config);
  deps = { auth: account.auth, api: createWishlistApi(config) };
  register = async (email) => {
    const outcome = await registrationAction(
      post(
        '/registration',
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          password: 'Secret123',
          postalCode: '94110',
          phone: '(415) 555-0100',
          gender: '2',
        },
        'form',
      ),
      account,
    );
    const cookie = (outcome as { response: Response }).response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SHOPPER_SESSION_COOKIE}=`))!;
    return cookie.split(';')[0]!;
  };
}, 120_000);
afterAll(async () => sandbox?.close());

const ORIGIN = 'http://shop.test';
function post(path: string, fields: Record<string, string>, kind: 'json' | 'form', cookie?: string, origin = ORIGIN) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: kind === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}
const ids = async (cookie?: string) =>
  (await (
    await wishlistIdsResponse(
      new Request(`${ORIGIN}/__ridgeline/wishlist`, cookie ? { headers: { cookie } } : {}),
      deps,
    )
  ).json()) as { signedIn: boolean; productIds: string[] };

describe('the wish list against the sandbox', () => {
  it('is off unless WISHLIST_ENABLED says so', () => {
    expect(wishlistEnabled({})).toBe(false);
    expect(wishlistEnabled({ WISHLIST_ENABLED: '0' })).toBe(false);
    expect(wishlistEnabled({ WISHLIST_ENABLED: '1' })).toBe(true);
    expect(wishlistEnabled({ WISHLIST_ENABLED: 'on' })).toBe(true);
  });

  it('a guest has no ids and is told to sign in on a change', async () => {
    expect(await ids()).toEqual({ signedIn: false, productIds: [] });
    const response = await wishlistChangeResponse(
      post('/__ridgeline/wishlist', { productId: 'P1', action: 'add' }, 'json'),
      deps,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, code: 'sign-in' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('creates the wish list on the first add, says "already" on a second, removes, and the page lists it', async () => {
    const cookie = await register(`wish-${Date.now()}@example.com`);
    const productId = [...sandbox.commerce!.catalog.productById.keys()][0]!;
    expect(await ids(cookie)).toEqual({ signedIn: true, productIds: [] });

    const add = await wishlistChangeResponse(
      post('/__ridgeline/wishlist', { productId, action: 'add' }, 'json', cookie),
      deps,
    );
    expect(await add.json()).toEqual({ ok: true, outcome: 'added', productId });
    const again = await wishlistChangeResponse(
      post('/__ridgeline/wishlist', { productId, action: 'add' }, 'json', cookie),
      deps,
    );
    expect(await again.json()).toMatchObject({ ok: true, outcome: 'already' });
    expect((await ids(cookie)).productIds).toEqual([productId]);

    const page = await loadWishlistPage(
      new Request(`${ORIGIN}/account/wishlist`, { headers: { cookie } }),
      {
        ...deps,
        productsByIds: async (wanted) =>
          wanted.map((id) => ({
            id,
            name: `Product ${id}`,
            type: { master: true },
            variants: [{ productId: `${id}-1` }, { productId: `${id}-2` }],
          })),
      },
      DEFAULT_LOCALE,
    );
    expect('page' in page && page.page.items.map((item) => [item.tile.id, item.bagProductId])).toEqual([
      [productId, undefined],
    ]);

    // the page's Remove form (no JavaScript): 303 back with the notice parameter
    const removed = await wishlistChangeResponse(
      post(
        '/__ridgeline/wishlist',
        { productId, action: 'remove', returnTo: '/account/wishlist?removed=1' },
        'form',
        cookie,
      ),
      deps,
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/account/wishlist?removed=1');
    expect((await ids(cookie)).productIds).toEqual([]);
  }, 60_000);

  it('sends a guest from the page to sign in and back', async () => {
    const result = await loadWishlistPage(
      new Request(`${ORIGIN}/fr-ca/account/wishlist`),
      { ...deps, productsByIds: async () => [] },
      { ...DEFAULT_LOCALE, id: 'fr-CA', alias: 'fr-ca' },
    );
    expect(result).toEqual({ redirect: '/fr-ca/login?redirectUrl=%2Ffr-ca%2Faccount%2Fwishlist' });
  });

  it('refuses other sites, bad fields and a failing API with its message', async () => {
    captureLog(); // the refusals below log; keep them out of the test output
    expect(
      (
        await wishlistChangeResponse(
          post('/__ridgeline/wishlist', { productId: 'P1', action: 'add' }, 'form', undefined, 'https://evil.test'),
          deps,
        )
      ).status,
    ).toBe(403);
    const cookie = await register(`wish-bad-${Date.now()}@example.com`);
    const bad = await wishlistChangeResponse(
      post('/__ridgeline/wishlist', { productId: 'P 1', action: 'add' }, 'json', cookie),
      deps,
    );
    expect(bad.status).toBe(400);
    const error = captureLog();
    const failing: WishlistDeps = {
      ...deps,
      api: { ...deps.api, find: async () => Promise.reject(new Error('Product List Not Found')) },
    };
    const failed = await wishlistChangeResponse(
      post('/__ridgeline/wishlist', { productId: 'P1', action: 'add' }, 'json', cookie),
      failing,
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, code: 'failed', message: 'Product List Not Found' });
    expect(error.text()).toContain('wishlist-change-failed');
  }, 60_000);
});
