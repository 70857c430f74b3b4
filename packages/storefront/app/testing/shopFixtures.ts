/**
 * The bag and checkout's test doubles wired as the storefront uses them: the in-memory basket API, products, loyalty
 * and guest login of `@ridgeline/commerce/testing`, each function a `vi.fn` the tests watch, in one `ShopDeps`, and a
 * shopper whose session cookie holds a basket. Tests only.
 */
import { vi } from 'vitest';
import * as fakes from '@ridgeline/commerce/testing/server';
import { GUEST_TOKEN, NOW } from '@ridgeline/commerce/testing/server';
import { encodeSession, SHOPPER_SESSION_COOKIE, type ShopperSession } from '../platform/commerce/shopperSession.server';
import type { ShopDeps } from '../features/shop/cart/shopperBasket.server';

export {
  cookieNamed,
  FAKE_COUPONS,
  formPost,
  GUEST_TOKEN,
  NOW,
  ORIGIN,
  REGISTERED_TOKEN,
  SHIPPING_METHODS,
  tokenWith,
} from '@ridgeline/commerce/testing/server';

/** The fakes of @ridgeline/commerce/testing with every call watched (`vi.fn`). */
export const fakeBasketApi = (options: Parameters<typeof fakes.fakeBasketApi>[0] = {}) =>
  vi.mocked(fakes.fakeBasketApi(options, vi.fn), true);
export const fakeProducts = (products: Parameters<typeof fakes.fakeProducts>[0] = {}) =>
  vi.mocked(fakes.fakeProducts(products, vi.fn), true);
export const fakeLoyalty = (status?: Parameters<typeof fakes.fakeLoyalty>[0]) =>
  vi.mocked(fakes.fakeLoyalty(status, vi.fn), true);

export function fakeDeps(overrides: Partial<ShopDeps> & { baskets?: ReturnType<typeof fakeBasketApi> } = {}) {
  const baskets = overrides.baskets ?? fakeBasketApi();
  const deps: ShopDeps & { baskets: ReturnType<typeof fakeBasketApi> } = {
    auth: vi.mocked(fakes.fakeAuth(vi.fn), true),
    products: fakeProducts(),
    loyalty: fakeLoyalty(),
    currency: 'USD',
    maxOrderQuantity: 10,
    loyaltyConfig: { threshold: 500, alertDays: 30 },
    now: () => NOW,
    log: () => {},
    ...overrides,
    baskets,
  };
  return deps;
}

/** A shopper with a basket holding the given lines (made through the fake API, as an add would). */
export async function shopperWithBasket(
  deps: ReturnType<typeof fakeDeps>,
  items: { productId: string; quantity: number }[],
  token = GUEST_TOKEN,
) {
  const { basketId } = await deps.baskets.createBasket(token);
  for (const item of items) await deps.baskets.addItem(token, basketId, item);
  const session: ShopperSession = {
    accessToken: token,
    refreshToken: 'refresh-1',
    usid: 'usid-1',
    expiresAt: NOW + 1_800_000,
    basketId,
  };
  return { session, basketId, cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession(session)}` };
}
