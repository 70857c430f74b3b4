/**
 * The bag and checkout pages' models from a basket (server-side: the pages' loaders build them, the page renders
 * them). Plain functions of the basket, its products and settings: no session, no request.
 */
import { densitySrcSet, imageAt } from '../product/images';
import {
  isUnfulfillable,
  orderDiscount,
  type BagErrorCode,
  type CartCoupon,
  type CartLine,
  type CartTotals,
} from '../cart/cartView';
import { ADDRESS_FIELDS } from '../checkout/address';
import { currentStep, type CheckoutView } from '../checkout/checkoutView';
import { BasketApiError, type Basket, type BasketApi, type BasketItem } from './basket.server';
import type { LineProduct } from './lineProducts.server';

/** The bag line image's width (2x in the srcset). */
export const CART_IMAGE_WIDTH = 120;

/** The bag's lines: the basket's items with their products' names, images, variation values and orderability. */
export function cartLines(
  basket: Basket | undefined,
  products: ReadonlyMap<string, LineProduct>,
  maxOrderQuantity: number,
  productUrl: (productId: string) => string,
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
      productUrl: productUrl(item.productId),
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
      ...linePrices(item),
      ...(typeof item.basePrice === 'number' ? { basePrice: item.basePrice } : {}),
      // A product the catalogue no longer returns cannot be ordered either.
      orderable: product ? product.orderable : false,
      maxQuantity: Math.max(item.quantity, Math.min(maxOrderQuantity, stockCap)),
      ...(product?.orderable && isUnfulfillable(product.stockLevel, item.quantity) ? { unfulfillable: true } : {}),
    });
  }
  return lines;
}

/**
 * A line's prices: what it costs after its product promotions (a pack's "20% off, taken in your bag", a code's
 * "extra 15% off"), and what it cost before when they took something off, so the bag shows the price its subtotal
 * adds up.
 */
function linePrices(item: BasketItem): Pick<CartLine, 'price' | 'priceBeforeDiscounts'> {
  if (typeof item.price !== 'number') return {};
  const after = item.priceAfterItemDiscount;
  if (typeof after !== 'number' || after >= item.price) return { price: item.price };
  return { price: after, priceBeforeDiscounts: item.price };
}

/**
 * The bag's promo codes, each with the discount its promotion gives: an order promotion's, or what a product
 * promotion behind the code took off the lines (already inside the subtotal).
 */
export function cartCoupons(basket: Basket | undefined): CartCoupon[] {
  const adjustments = [
    ...(basket?.orderPriceAdjustments ?? []),
    ...(basket?.productItems ?? []).flatMap((item) => item.priceAdjustments ?? []),
  ];
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
 * A basket's totals. Shipping only once a method is chosen (`shippingChosen`; before, the page says it is calculated
 * at checkout or asks to choose one).
 */
export function cartTotals(basket: Basket | undefined, shippingChosen: boolean): CartTotals {
  const discount = orderDiscount(basket);
  return {
    ...(typeof basket?.productSubTotal === 'number' ? { subtotal: basket.productSubTotal } : {}),
    ...(discount !== undefined ? { discount } : {}),
    ...(shippingChosen && typeof basket?.shippingTotal === 'number' ? { shipping: basket.shippingTotal } : {}),
    ...(typeof basket?.taxTotal === 'number' ? { tax: basket.taxTotal } : {}),
    ...(typeof basket?.orderTotal === 'number' ? { total: basket.orderTotal } : {}),
  };
}

/** The checkout's shipping methods as the page lists them (the API's answer, trimmed to what it shows). */
export async function checkoutShippingMethods(
  baskets: Pick<BasketApi, 'shippingMethods'>,
  accessToken: string,
  basketId: string,
): Promise<CheckoutView['shippingMethods']> {
  return (await baskets.shippingMethods(accessToken, basketId)).map((method) => ({
    id: method.id,
    name: method.name ?? method.id,
    ...(method.description ? { description: method.description } : {}),
    ...(typeof method.price === 'number' ? { price: method.price } : {}),
  }));
}

/** The checkout page's model of a basket: its lines, totals, what the shopper gave so far and the step to open. */
export function checkoutView(
  basket: Basket,
  methods: CheckoutView['shippingMethods'],
  options: { currency: string; locale: string; links: CheckoutView['links'] },
): CheckoutView {
  const shipment = basket.shipments?.[0];
  const address = shipment?.shippingAddress;
  const email = basket.customerInfo?.email;
  const shippingMethodId = shipment?.shippingMethod?.id;
  const partial = {
    ...(email ? { email } : {}),
    ...(address
      ? {
          address: Object.fromEntries(
            ADDRESS_FIELDS.filter((field) => typeof address[field] === 'string').map((field) => [
              field,
              address[field] as string,
            ]),
          ),
        }
      : {}),
    ...(shippingMethodId ? { shippingMethodId } : {}),
  };
  return {
    lines: (basket.productItems ?? [])
      .filter((item) => item.itemId && item.productId && (item.quantity ?? 0) > 0)
      .map((item) => {
        const { price } = linePrices(item);
        return {
          itemId: item.itemId!,
          productId: item.productId!,
          name: item.productName ?? item.productId!,
          quantity: item.quantity!,
          ...(price !== undefined ? { price } : {}),
        };
      }),
    currency: basket.currency ?? options.currency,
    locale: options.locale,
    totals: cartTotals(basket, Boolean(shippingMethodId)),
    shippingMethods: methods,
    step: currentStep(partial),
    links: options.links,
    ...partial,
  };
}

/** The step a basket is at: the checkout's `currentStep` of what the basket holds ('payment' when ready to order). */
export function basketCheckoutStep(basket: Basket) {
  const shipment = basket.shipments?.[0];
  return currentStep({
    ...(basket.customerInfo?.email ? { email: basket.customerInfo.email } : {}),
    ...(shipment?.shippingAddress ? { address: shipment.shippingAddress } : {}),
    ...(shipment?.shippingMethod?.id ? { shippingMethodId: shipment.shippingMethod.id } : {}),
  });
}

/**
 * The demo payment instrument 'Place order' sends: the sandbox's card method with a masked test card. Nothing is
 * charged (the demo-store notice says so); no card number is ever asked for or sent.
 */
export function demoPaymentInstrument(amount: number | undefined, now: Date = new Date()) {
  return {
    paymentMethodId: 'CREDIT_CARD',
    ...(typeof amount === 'number' ? { amount } : {}),
    paymentCard: {
      cardType: 'Visa',
      holder: 'Demo Shopper',
      maskedNumber: '************1111',
      expirationMonth: 12,
      expirationYear: now.getUTCFullYear() + 3,
    },
  };
}

/**
 * Whether an access token is a registered shopper's: SLAS puts the customer's identity in the JWT's `isb` claim, with
 * `rcid:` (registered customer id) for a registered login and only `gcid:` for a guest. The token is not verified
 * here (the API does that on every call); this only chooses what to show.
 */
export function isRegisteredToken(accessToken: string): boolean {
  const isb = isbOf(accessToken);
  return isb !== undefined && /(^|::)rcid:[^:]+/.test(isb);
}

/** A registered shopper's login (`upn:` of `isb`) when it is an email address; undefined for guests. */
export function registeredEmail(accessToken: string): string | undefined {
  const isb = isbOf(accessToken);
  if (!isb || !/(^|::)rcid:[^:]+/.test(isb)) return undefined;
  const upn = /(?:^|::)upn:([^:]+)/.exec(isb)?.[1];
  return upn && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(upn) && upn.length <= 254 ? upn : undefined;
}

function isbOf(accessToken: string): string | undefined {
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { isb?: unknown };
    return typeof claims.isb === 'string' ? claims.isb : undefined;
  } catch {
    return undefined;
  }
}

/** Any failure of a basket call as the basket API's error (a network failure is status 0). */
export const asBasketError = (error: unknown) =>
  error instanceof BasketApiError ? error : new BasketApiError(0, 'network', 'Unreachable', String(error));

/**
 * The API's refusal as what the shopper reads. Matched on the problem's type, title and detail, since SCAPI names the
 * reason there: too many for the stock (`…not-available…`, inventory, stock), past the maximum order quantity
 * (quantity + maximum/limit/exceeded), a product that no longer exists; anything else is a plain failure.
 */
export function bagErrorCodeOf(error: BasketApiError): BagErrorCode {
  const words = `${error.type} ${error.title} ${error.detail}`.toLowerCase();
  if (error.status === 400 || error.status === 409 || error.status === 422) {
    if (/quantity/.test(words) && /(max|limit|exceed)/.test(words)) return 'max-quantity';
    if (/(inventory|stock|not[ -]?available|unavailable|insufficient)/.test(words)) return 'stock';
    if (/quantity/.test(words)) return 'max-quantity';
  }
  if (error.status === 404 && /product/.test(words) && !/basket/.test(words)) return 'unavailable';
  return 'failed';
}
