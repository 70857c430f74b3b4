import type { CommerceConfig } from '../config.server';
import { sdk } from '../sdk.server';
import { clientConfig } from '../token.server';

/** The product-list type the wish list is (Shopper Customers `CustomerProductList.type`). */
export const WISH_LIST_TYPE = 'wish_list';

export interface WishlistItem {
  /** The list item's id (Shopper Customers `CustomerProductListItem.id`), needed to remove it. */
  id: string;
  productId: string;
  quantity: number;
}

export interface WishList {
  id: string;
  items: WishlistItem[];
}

/** Shopper Customers product-list calls of one registered customer, with their own access token. */
export interface WishlistApi {
  /** `getCustomerProductLists`: the customer's first list of type `wish_list`, or undefined when they have none. */
  find(accessToken: string, customerId: string): Promise<WishList | undefined>;
  /** `createCustomerProductList` with `type: wish_list`. */
  create(accessToken: string, customerId: string): Promise<WishList>;
  /** `createCustomerProductListItem`: one product, quantity 1, public false. */
  addItem(accessToken: string, customerId: string, listId: string, productId: string): Promise<WishlistItem>;
  /** `deleteCustomerProductListItem`. */
  removeItem(accessToken: string, customerId: string, listId: string, itemId: string): Promise<void>;
}

/** A refused product-list call, with the API's own message (shown as the toast's description). */
export class WishlistCallError extends Error {
  override name = 'WishlistCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface ApiList {
  id?: string;
  type?: string;
  customerProductListItems?: { id?: string; productId?: string; quantity?: number }[];
}

export function toWishList(list: ApiList): WishList | undefined {
  if (typeof list?.id !== 'string') return undefined;
  const items = (list.customerProductListItems ?? []).flatMap((item) =>
    typeof item?.id === 'string' && typeof item.productId === 'string'
      ? [{ id: item.id, productId: item.productId, quantity: typeof item.quantity === 'number' ? item.quantity : 1 }]
      : [],
  );
  return { id: list.id, items };
}

/** The SDK's `ResponseError` as a `WishlistCallError` carrying the problem's `detail` (or title) as its message. */
export async function toWishlistCallError(error: unknown): Promise<WishlistCallError> {
  const response = (error as { response?: Response })?.response;
  if (!response || typeof response.status !== 'number') {
    return new WishlistCallError(0, error instanceof Error ? error.message : String(error));
  }
  let body: { detail?: unknown; title?: unknown } = {};
  try {
    body = ((await response.clone().json()) ?? {}) as typeof body;
  } catch {
    // not JSON: the status text says it
  }
  const message =
    typeof body.detail === 'string' && body.detail
      ? body.detail
      : typeof body.title === 'string' && body.title
        ? body.title
        : `${response.status} ${response.statusText}`;
  return new WishlistCallError(response.status, message);
}

/** Shopper Customers (`/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists…`). */
export function createWishlistApi(config: CommerceConfig, fetchImpl?: typeof fetch): WishlistApi {
  const base = fetchImpl ? clientConfig(config, fetchImpl as never) : clientConfig(config);
  const client = (accessToken: string) =>
    new sdk.ShopperCustomers({ ...base, headers: { authorization: `Bearer ${accessToken}` } });
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await toWishlistCallError(error);
    }
  };
  return {
    find: (accessToken, customerId) =>
      call(async () => {
        const result = (await client(accessToken).getCustomerProductLists({ parameters: { customerId } })) as {
          data?: ApiList[];
        };
        const list = (result.data ?? []).find((entry) => entry?.type === WISH_LIST_TYPE);
        return list ? toWishList(list) : undefined;
      }),
    create: (accessToken, customerId) =>
      call(async () => {
        const created = (await client(accessToken).createCustomerProductList({
          parameters: { customerId },
          body: { type: WISH_LIST_TYPE } as never,
        })) as ApiList;
        const list = toWishList(created);
        if (!list) throw new WishlistCallError(502, 'The new wish list has no id.');
        return list;
      }),
    addItem: (accessToken, customerId, listId, productId) =>
      call(async () => {
        const item = (await client(accessToken).createCustomerProductListItem({
          parameters: { customerId, listId },
          body: { productId, quantity: 1, public: false, priority: 1, type: 'product' } as never,
        })) as { id?: string; productId?: string; quantity?: number };
        return { id: String(item.id ?? ''), productId: item.productId ?? productId, quantity: item.quantity ?? 1 };
      }),
    removeItem: (accessToken, customerId, listId, itemId) =>
      call(async () => {
        await client(accessToken).deleteCustomerProductListItem({ parameters: { customerId, listId, itemId } });
      }),
  };
}
