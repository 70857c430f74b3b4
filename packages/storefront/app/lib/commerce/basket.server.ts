import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig } from './token.server';

/** The basket fields the storefront reads (Shopper Baskets v2 `Basket`). */
export interface Basket {
  basketId: string;
  currency?: string;
  productItems?: { itemId?: string; productId?: string; quantity?: number; price?: number; basePrice?: number }[];
}

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
}

/** Items in a basket, quantities summed (the header's 'Bag (n)'). */
export function basketCount(basket: Basket): number {
  return (basket.productItems ?? []).reduce((sum, item) => sum + (typeof item.quantity === 'number' && item.quantity > 0 ? item.quantity : 0), 0);
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
  const client = (accessToken: string) => new sdk.ShopperBasketsV2({ ...base, headers: { authorization: `Bearer ${accessToken}` } });
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await toBasketApiError(error);
    }
  };
  return {
    createBasket: (accessToken) =>
      call(async () => (await client(accessToken).createBasket({ parameters: { locale: config.locale }, body: { currency: config.currency } })) as Basket),
    addItem: (accessToken, basketId, item) =>
      call(async () => (await client(accessToken).addItemToBasket({ parameters: { basketId, locale: config.locale }, body: [item] })) as Basket),
  };
}
