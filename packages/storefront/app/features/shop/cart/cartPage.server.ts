import { data } from 'react-router';
import {
  CART_ERROR_PARAM,
  CART_ITEM_PARAM,
  cartCoupons,
  cartLines,
  cartTotals,
  cartErrorOf,
  shopperLoyaltyState,
  type CartView,
  type LineProduct,
} from '@ridgeline/commerce/server';
import type { LoyaltyTrackerProps } from '@ridgeline/ui';
import type { ShopperSession } from '../../../platform/commerce/shopperSession.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { urls } from '../../../platform/urls';
import { basketCookies } from './cartCookies.server';
import { CART_ERROR_MESSAGES, loyaltyTrackerProps } from './messages';
import { logOf, readShopperBasket, type ShopDeps } from './shopperBasket.server';

/** A personal page: never stored by a CDN or the browser's cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * `GET /cart`: the shopper's bag, read with their own session (personal: `private, no-store`). Sets the bag count and
 * reservation cookies from the basket as it is now. Products that can no longer be ordered are listed for the
 * 'Items Unavailable' dialog; a registered shopper also gets the loyalty tracker.
 */
export async function loadCartPage(request: Request, deps: ShopDeps, options: { localeId?: string; locale: string }) {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const { stored, session, basket, failed } = await readShopperBasket(request, deps);
  let products = new Map<string, LineProduct>();
  let productsFailed = false;
  const ids = (basket?.productItems ?? [])
    .map((item) => item.productId)
    .filter((id): id is string => typeof id === 'string');
  if (session && ids.length) {
    try {
      products = await deps.products.lineProducts(session.accessToken, ids);
    } catch (error) {
      productsFailed = true;
      logOf(deps)({ message: 'bag products failed', error: String((error as Error)?.message ?? error) });
    }
  }
  const productUrl = (productId: string) =>
    urls.product(productId, options.localeId ? { localeId: options.localeId } : {});
  let lines = cartLines(basket, products, deps.maxOrderQuantity, productUrl);
  // Without the products' answer nothing is known to be unavailable: no line is offered for removal.
  if (productsFailed) lines = lines.map((line) => ({ ...line, orderable: true }));

  const loyalty = await shopperLoyaltyState(deps.loyalty, session, deps.loyaltyConfig, logOf(deps), deps.now?.());

  const params = url.searchParams;
  const error = cartErrorOf(params.get(CART_ERROR_PARAM), params.get(CART_ITEM_PARAM), lines, CART_ERROR_MESSAGES);
  const view: CartView = {
    lines,
    currency: basket?.currency ?? deps.currency,
    locale: options.locale,
    totals: cartTotals(basket, Boolean(basket?.shipments?.[0]?.shippingMethod)),
    coupons: cartCoupons(basket),
    unavailableItemIds: lines.filter((line) => !line.orderable).map((line) => line.itemId),
    ...(error ? { error } : {}),
    failed,
    loyalty,
    links: {
      shop: urls.home(options.localeId),
      checkout: urls.checkout(options.localeId),
      action: urls.cart(options.localeId),
    },
  };
  const headers = new Headers({ 'Cache-Control': PERSONAL_CACHE_CONTROL });
  // A failed read keeps the cookies as they are: the count shown stays the last one known.
  if (!failed) basketCookies(headers, { basket, session, stored, secure });
  return data(view, { headers });
}

/** The tracker of a shopper who has one: a tier and points (never the loading box). */
export type ShopperLoyaltyTracker = Exclude<LoyaltyTrackerProps, { kind: 'loading' }>;

/**
 * The bag's loyalty tracker away from the bag (the header's account drawer, `/__ridgeline/shopper?fields=loyalty`):
 * the same state (`shopperLoyaltyState`, with the locale's bag clients, so the five-minute cache is the bag's) in the
 * same words (`loyaltyTrackerProps`), formatted in `localeId`. Undefined without a session or with an expired one (it
 * is not refreshed here: the next page does), for a guest, with loyalty rewards switched off (nothing is asked), when
 * loyalty is not active in the session, and when the status call fails (logged once, `loyalty status failed`).
 */
export async function shopperLoyaltyTracker(
  session: ShopperSession | undefined,
  deps: Pick<ShopDeps, 'loyalty' | 'loyaltyConfig' | 'log' | 'now'>,
  localeId: string,
): Promise<ShopperLoyaltyTracker | undefined> {
  const now = (deps.now ?? Date.now)();
  if (!session || !(session.expiresAt > now)) return undefined;
  const state = await shopperLoyaltyState(deps.loyalty, session, deps.loyaltyConfig, logOf(deps), now);
  const tracker = loyaltyTrackerProps(intlFor(localeId), state);
  return tracker?.kind === 'loading' ? undefined : tracker;
}
