import {
  asBasketError,
  registeredEmail,
  type Basket,
  type BasketApi,
  type BasketApiError,
  type LineProductApi,
  type LoyaltyConfig,
  type ShopperLoyaltyApi,
} from '@ridgeline/commerce/server';
import {
  readShopperSession,
  SHOPPER_SESSION_COOKIE,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { parseCookies } from '../../../platform/cookies';
import { log } from '../../../platform/log.server';

/** What the bag and checkout pages need: the shopper's login, their basket and orders, products, loyalty, settings. */
export interface ShopDeps {
  auth: ShopperAuth;
  baskets: BasketApi;
  products: LineProductApi;
  loyalty: ShopperLoyaltyApi;
  /** The locale's currency (the basket is moved to it when it differs). */
  currency: string;
  maxOrderQuantity: number;
  loyaltyConfig: LoyaltyConfig;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
  /**
   * After the shopper's promo codes change: copies the basket's coupons flagged `c_includeInShopperContext` into their
   * shopper context (`app/features/shell/shopperContext/couponSync.ts`), so content personalised by coupon follows. Never
   * throws; absent in tests that do not look at it.
   */
  syncCoupons?: (session: ShopperSession, basket: Basket) => Promise<unknown>;
}

export interface ShopperBasket {
  /** The cookie as it came (to write the session back only when it changed). */
  stored: string | undefined;
  /** A usable session, when the shopper has one. */
  session: ShopperSession | undefined;
  basket: Basket | undefined;
  /** True when the basket could not be read (the API failed): the page says so and changes nothing. */
  failed: boolean;
}

export const logOf = (deps: Pick<ShopDeps, 'log'>) =>
  deps.log ?? ((entry: Record<string, unknown>) => log.warn({ event: 'basket', ...entry }));

const isBasketGone = (error: BasketApiError) => error.status === 404 || error.status === 401 || error.status === 403;

/**
 * The shopper's basket as it is now. No session, or a session without a basket: no basket (no login is made just to
 * look). A basket the API no longer has (ordered, deleted, another shopper's): none, and the session forgets it. A
 * basket in another currency than the locale's is moved to the locale's currency first; a registered shopper's
 * basket whose email differs from their login's gets their email.
 */
export async function readShopperBasket(request: Request, deps: ShopDeps): Promise<ShopperBasket> {
  const stored = parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE];
  const current = readShopperSession(request);
  if (!current) return { stored, session: undefined, basket: undefined, failed: false };
  let session: ShopperSession;
  try {
    session = await usableSession(current, deps.auth, (deps.now ?? Date.now)());
  } catch (error) {
    logOf(deps)({ message: 'shopper login failed', error: String((error as Error)?.message ?? error) });
    return { stored, session: undefined, basket: undefined, failed: true };
  }
  if (!session.basketId) return { stored, session, basket: undefined, failed: false };
  try {
    let basket = await deps.baskets.getBasket(session.accessToken, session.basketId);
    if (basket.currency && basket.currency !== deps.currency)
      basket = await deps.baskets.updateCurrency(session.accessToken, basket.basketId, deps.currency);
    // A registered shopper's basket carries their own email (a guest gives one at the checkout).
    const email = registeredEmail(session.accessToken);
    if (email && basket.customerInfo?.email !== email)
      basket = await deps.baskets.updateCustomerEmail(session.accessToken, basket.basketId, email);
    return { stored, session, basket, failed: false };
  } catch (error) {
    const problem = asBasketError(error);
    if (isBasketGone(problem)) {
      const { basketId: _gone, ...rest } = session;
      return { stored, session: rest, basket: undefined, failed: false };
    }
    logOf(deps)({ message: 'basket read failed', status: problem.status, title: problem.title });
    return { stored, session, basket: undefined, failed: true };
  }
}

export const hasItems = (basket: Basket | undefined): basket is Basket =>
  (basket?.productItems ?? []).some((item) => (item.quantity ?? 0) > 0);
