import { data } from 'react-router';
import type { Basket, LineProduct } from '@ridgeline/commerce/server';
import { urls } from '../../../platform/urls';
import { densitySrcSet, imageAt } from '@ridgeline/commerce';
import { basketCookies } from './cartCookies.server';
import { orderDiscount, type CartCoupon, type CartLine, type CartView } from './cartView';
import { loyaltyState, type LoyaltyState } from './loyalty';
import { CART_ERROR_MESSAGES, CART_ERROR_PARAM, CART_ITEM_PARAM, isCartErrorCode } from './messages';
import { isRegisteredToken, logOf, readShopperBasket, type ShopDeps } from './shopperBasket.server';

/** A personal page: never stored by a CDN or the browser's cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** The bag line image's width (2x in the srcset). */
export const CART_IMAGE_WIDTH = 120;

/** The bag's lines: the basket's items with their products' names, images, variation values and orderability. */
export function cartLines(
  basket: Basket | undefined,
  products: ReadonlyMap<string, LineProduct>,
  maxOrderQuantity: number,
  localeId?: string,
): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of basket?.productItems ?? []) {
    if (!item.itemId || !item.productId || !item.quantity || item.quantity < 1) continue;
    const product = products.get(item.productId);
    const stockCap =
      product?.stockLevel !== undefined && product.stockLevel > 0 ? product.stockLevel : maxOrderQuantity;
    lines.push({
      itemId: item.itemId,
      productId: item.productId,
      name: item.productName ?? product?.name ?? item.productId,
      productUrl: urls.product(item.productId, localeId ? { localeId } : {}),
      ...(product?.imageBase
        ? {
            image: {
              src: imageAt(product.imageBase, CART_IMAGE_WIDTH),
              srcSet: densitySrcSet(product.imageBase, CART_IMAGE_WIDTH),
              alt: product.imageAlt ?? item.productName ?? '',
            },
          }
        : {}),
      variationValues: product?.variationValues ?? [],
      quantity: item.quantity,
      ...(typeof item.price === 'number' ? { price: item.price } : {}),
      ...(typeof item.basePrice === 'number' ? { basePrice: item.basePrice } : {}),
      // A product the catalogue no longer returns cannot be ordered either.
      orderable: product ? product.orderable : false,
      maxQuantity: Math.max(item.quantity, Math.min(maxOrderQuantity, stockCap)),
    });
  }
  return lines;
}

/** The bag's promo codes, each with the discount its promotion gives. */
export function cartCoupons(basket: Basket | undefined): CartCoupon[] {
  const adjustments = basket?.orderPriceAdjustments ?? [];
  return (basket?.couponItems ?? [])
    .filter(
      (item): item is typeof item & { couponItemId: string } =>
        typeof item.couponItemId === 'string' && typeof item.code === 'string',
    )
    .map((item) => {
      const own = adjustments.filter(
        (adjustment) => adjustment.couponCode === item.code && typeof adjustment.price === 'number',
      );
      const discount = own.reduce((sum, adjustment) => sum - (adjustment.price ?? 0), 0);
      const description = own.find((adjustment) => adjustment.itemText)?.itemText;
      return {
        couponItemId: item.couponItemId,
        code: item.code,
        ...(description ? { description } : {}),
        ...(own.length ? { discount: Math.round(discount * 100) / 100 } : {}),
      };
    });
}

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
  let lines = cartLines(basket, products, deps.maxOrderQuantity, options.localeId);
  // Without the products' answer nothing is known to be unavailable: no line is offered for removal.
  if (productsFailed) lines = lines.map((line) => ({ ...line, orderable: true }));

  let loyalty: LoyaltyState | null = null;
  if (session && isRegisteredToken(session.accessToken)) {
    try {
      loyalty = loyaltyState({ status: await deps.loyalty.status(session.accessToken) }, deps.loyaltyThreshold);
    } catch (error) {
      logOf(deps)({ message: 'loyalty status failed', error: String((error as Error)?.message ?? error) });
      loyalty = loyaltyState({ error }, deps.loyaltyThreshold);
    }
  }

  const code = url.searchParams.get(CART_ERROR_PARAM);
  const itemId = url.searchParams.get(CART_ITEM_PARAM);
  const view: CartView = {
    lines,
    currency: basket?.currency ?? deps.currency,
    locale: options.locale,
    totals: {
      ...(typeof basket?.productSubTotal === 'number' ? { subtotal: basket.productSubTotal } : {}),
      ...(orderDiscount(basket) !== undefined ? { discount: orderDiscount(basket) } : {}),
      ...(basket?.shipments?.[0]?.shippingMethod && typeof basket.shippingTotal === 'number'
        ? { shipping: basket.shippingTotal }
        : {}),
      ...(typeof basket?.taxTotal === 'number' ? { tax: basket.taxTotal } : {}),
      ...(typeof basket?.orderTotal === 'number' ? { total: basket.orderTotal } : {}),
    },
    coupons: cartCoupons(basket),
    unavailableItemIds: lines.filter((line) => !line.orderable).map((line) => line.itemId),
    ...(isCartErrorCode(code)
      ? {
          error: {
            code,
            message: CART_ERROR_MESSAGES[code],
            ...(itemId && /^[\w-]{1,128}$/.test(itemId) ? { itemId } : {}),
          },
        }
      : {}),
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
