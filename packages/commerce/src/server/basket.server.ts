import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig } from './token.server';

/** One line of a basket or order (Shopper Baskets v2 `ProductItem`, the fields the storefront reads). */
export interface BasketItem {
  itemId?: string;
  productId?: string;
  productName?: string;
  quantity?: number;
  price?: number;
  basePrice?: number;
  /** the line's price after its product promotions (SCAPI) */
  priceAfterItemDiscount?: number;
  /** the product promotions on the line: negative prices, `couponCode` for one a code unlocked */
  priceAdjustments?: { price?: number; itemText?: string; couponCode?: string; promotionId?: string }[];
}

/** A postal address of a basket or order (`OrderAddress`). */
export interface BasketAddress {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  stateCode?: string;
  postalCode?: string;
  countryCode?: string;
  phone?: string;
}

export interface BasketShippingMethod {
  id: string;
  name?: string;
  description?: string;
  price?: number;
}

export interface BasketShipment {
  shipmentId?: string;
  shippingAddress?: BasketAddress;
  shippingMethod?: BasketShippingMethod;
}

export interface BasketCouponItem {
  couponItemId?: string;
  code: string;
  statusCode?: string;
  valid?: boolean;
  c_includeInShopperContext?: boolean;
}

/** The basket fields the storefront reads (Shopper Baskets v2 `Basket`). */
export interface Basket {
  basketId: string;
  currency?: string;
  customerInfo?: { customerId?: string; email?: string };
  productItems?: BasketItem[];
  shipments?: BasketShipment[];
  billingAddress?: BasketAddress;
  productSubTotal?: number;
  /** The product subtotal after order discounts (coupons). */
  productTotal?: number;
  /** The coupons the shopper entered; `c_includeInShopperContext` ones go to the shopper context. */
  couponItems?: BasketCouponItem[];
  /** Order-level discounts (a coupon's promotion): negative prices. */
  orderPriceAdjustments?: {
    priceAdjustmentId?: string;
    price?: number;
    itemText?: string;
    couponCode?: string;
    promotionId?: string;
  }[];
  shippingTotal?: number;
  taxTotal?: number;
  orderTotal?: number;
  paymentInstruments?: { paymentInstrumentId?: string; paymentMethodId?: string }[];
  /** When the basket's items stop being reserved (epoch ms); absent when nothing is reserved. */
  c_reservationExpirationTime?: number;
}

/** An order (Shopper Orders `Order`): the basket's document with its number. */
export interface Order extends Omit<Basket, 'basketId'> {
  orderNo: string;
  status?: string;
  creationDate?: string;
}

/** The one shipment of a demo basket. */
export const DEFAULT_SHIPMENT_ID = 'me';

/** A refusal of the Baskets API in SCAPI's problem shape (`{ type, title, detail }`). */
export class BasketApiError extends Error {
  override name = 'BasketApiError';
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail: string,
    /** Anything else the problem carried (e.g. an available quantity). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${title}${detail ? `: ${detail}` : ''}`);
  }
}

/** The basket calls of one shopper, with their access token. */
export interface BasketApi {
  createBasket(accessToken: string): Promise<Basket>;
  addItem(accessToken: string, basketId: string, item: { productId: string; quantity: number }): Promise<Basket>;
  getBasket(accessToken: string, basketId: string): Promise<Basket>;
  updateItemQuantity(
    accessToken: string,
    basketId: string,
    itemId: string,
    productId: string,
    quantity: number,
  ): Promise<Basket>;
  removeItem(accessToken: string, basketId: string, itemId: string): Promise<Basket>;
  addCoupon(accessToken: string, basketId: string, code: string): Promise<Basket>;
  removeCoupon(accessToken: string, basketId: string, couponItemId: string): Promise<Basket>;
  updateCurrency(accessToken: string, basketId: string, currency: string): Promise<Basket>;
  updateCustomerEmail(accessToken: string, basketId: string, email: string): Promise<Basket>;
  updateShippingAddress(accessToken: string, basketId: string, address: BasketAddress): Promise<Basket>;
  updateShippingMethod(accessToken: string, basketId: string, shippingMethodId: string): Promise<Basket>;
  shippingMethods(accessToken: string, basketId: string): Promise<BasketShippingMethod[]>;
  addPaymentInstrument(accessToken: string, basketId: string, instrument: Record<string, unknown>): Promise<Basket>;
  createOrder(accessToken: string, basketId: string): Promise<Order>;
  getOrder(accessToken: string, orderNo: string): Promise<Order>;
}

/** Items in a basket, quantities summed (the header's 'Bag (n)'). */
export function basketCount(basket: Basket): number {
  return (basket.productItems ?? []).reduce(
    (sum, item) => sum + (typeof item.quantity === 'number' && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

/** The SDK's `ResponseError` (or a network failure) as a `BasketApiError` with the problem's fields. */
export async function toBasketApiError(error: unknown): Promise<BasketApiError> {
  const response = (error as { response?: Response })?.response;
  if (!response || typeof response.status !== 'number') {
    return new BasketApiError(0, 'network', 'Unreachable', error instanceof Error ? error.message : String(error));
  }
  let body: Record<string, unknown> = {};
  try {
    body = ((await response.clone().json()) ?? {}) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status alone says it.
  }
  const { type, title, detail, ...extra } = body;
  return new BasketApiError(
    response.status,
    typeof type === 'string' ? type : '',
    typeof title === 'string' ? title : response.statusText,
    typeof detail === 'string' ? detail : '',
    extra,
  );
}

/**
 * Shopper Baskets v2 through commerce-sdk-isomorphic (`POST /checkout/shopper-baskets/v2/organizations/{org}/baskets`,
 * `POST …/baskets/{basketId}/items`): every refusal becomes a `BasketApiError`.
 */
export function createBasketApi(config: CommerceConfig, fetchImpl?: typeof fetch): BasketApi {
  const base = fetchImpl ? clientConfig(config, fetchImpl as never) : clientConfig(config);
  const client = (accessToken: string) =>
    new sdk.ShopperBasketsV2({ ...base, headers: { authorization: `Bearer ${accessToken}` } });
  const orders = (accessToken: string) =>
    new sdk.ShopperOrders({ ...base, headers: { authorization: `Bearer ${accessToken}` } });
  const locale = config.locale;
  const shipmentId = DEFAULT_SHIPMENT_ID;
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await toBasketApiError(error);
    }
  };
  return {
    createBasket: (accessToken) =>
      call(
        async () =>
          (await client(accessToken).createBasket({
            parameters: { locale: config.locale },
            body: { currency: config.currency },
          })) as Basket,
      ),
    addItem: (accessToken, basketId, item) =>
      call(
        async () =>
          (await client(accessToken).addItemToBasket({
            parameters: { basketId, locale: config.locale },
            body: [item],
          })) as Basket,
      ),
    getBasket: (accessToken, basketId) =>
      call(async () => (await client(accessToken).getBasket({ parameters: { basketId, locale } })) as Basket),
    updateItemQuantity: (accessToken, basketId, itemId, productId, quantity) =>
      call(
        async () =>
          (await client(accessToken).updateItemInBasket({
            parameters: { basketId, itemId, locale },
            body: { productId, quantity },
          })) as Basket,
      ),
    removeItem: (accessToken, basketId, itemId) =>
      call(
        async () =>
          (await client(accessToken).removeItemFromBasket({ parameters: { basketId, itemId, locale } })) as Basket,
      ),
    addCoupon: (accessToken, basketId, code) =>
      call(
        async () =>
          (await client(accessToken).addCouponToBasket({ parameters: { basketId, locale }, body: { code } })) as Basket,
      ),
    removeCoupon: (accessToken, basketId, couponItemId) =>
      call(
        async () =>
          (await client(accessToken).removeCouponFromBasket({
            parameters: { basketId, couponItemId, locale },
          })) as Basket,
      ),
    updateCurrency: (accessToken, basketId, currency) =>
      call(
        async () =>
          (await client(accessToken).updateBasket({ parameters: { basketId, locale }, body: { currency } })) as Basket,
      ),
    updateCustomerEmail: (accessToken, basketId, email) =>
      call(
        async () =>
          (await client(accessToken).updateCustomerForBasket({
            parameters: { basketId, locale },
            body: { email },
          })) as Basket,
      ),
    updateShippingAddress: (accessToken, basketId, address) =>
      call(
        async () =>
          (await client(accessToken).updateShippingAddressForShipment({
            parameters: { basketId, shipmentId, locale },
            body: address as never,
          })) as Basket,
      ),
    updateShippingMethod: (accessToken, basketId, id) =>
      call(
        async () =>
          (await client(accessToken).updateShippingMethodForShipment({
            parameters: { basketId, shipmentId, locale },
            body: { id },
          })) as Basket,
      ),
    shippingMethods: (accessToken, basketId) =>
      call(async () => {
        const result = (await client(accessToken).getShippingMethodsForShipment({
          parameters: { basketId, shipmentId, locale },
        })) as {
          applicableShippingMethods?: BasketShippingMethod[];
        };
        return (result.applicableShippingMethods ?? []).filter((method) => typeof method?.id === 'string');
      }),
    addPaymentInstrument: (accessToken, basketId, instrument) =>
      call(
        async () =>
          (await client(accessToken).addPaymentInstrumentToBasket({
            parameters: { basketId, locale },
            body: instrument as never,
          })) as Basket,
      ),
    createOrder: (accessToken, basketId) =>
      call(
        async () => (await orders(accessToken).createOrder({ parameters: { locale }, body: { basketId } })) as Order,
      ),
    getOrder: (accessToken, orderNo) =>
      call(async () => (await orders(accessToken).getOrder({ parameters: { orderNo, locale } })) as Order),
  };
}
