import type { CommerceProduct } from '../../types';
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

// ---- the wish list's rules over those calls

/** A product id as the wish list takes it: word characters, dots and hyphens, at most 100. */
const PRODUCT_ID = /^[\w.-]{1,100}$/;

export interface WishlistChange {
  productId: string;
  action: 'add' | 'remove';
}

/** The change a request asks for (`productId`, `action` add or remove), or undefined when either is not valid. */
export function wishlistChangeOf(fields: { productId?: unknown; action?: unknown }): WishlistChange | undefined {
  const { productId, action } = fields;
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return undefined;
  return action === 'add' || action === 'remove' ? { productId, action } : undefined;
}

/** What a wish-list change did (the JSON route's `outcome`); "removed" also when the product was not there. */
export type WishlistOutcome = 'added' | 'already' | 'removed';

/** The product ids of a list, once each, in the list's order (none without a list). */
export const wishlistProductIds = (list: WishList | undefined): string[] => [
  ...new Set(list?.items.map((item) => item.productId) ?? []),
];

/**
 * Adds a product to the customer's wish list, creating the list (type `wish_list`) when they have none; a product
 * already in it is left alone ("already"). Removes it ("removed", also when it was not there).
 */
export async function changeWishList(
  api: WishlistApi,
  { accessToken, customerId }: { accessToken: string; customerId: string },
  { productId, action }: WishlistChange,
): Promise<WishlistOutcome> {
  const found = await api.find(accessToken, customerId);
  if (action === 'remove') {
    for (const item of found?.items.filter((entry) => entry.productId === productId) ?? []) {
      await api.removeItem(accessToken, customerId, found!.id, item.id);
    }
    return 'removed';
  }
  if (found?.items.some((item) => item.productId === productId)) return 'already';
  const list = found ?? (await api.create(accessToken, customerId));
  await api.addItem(accessToken, customerId, list.id, productId);
  return 'added';
}

/**
 * The product id a wish-list item can be added to the bag with: the product itself when it can be bought as it is (a
 * variant, a standard product, a master with one variant's id); otherwise undefined (a colour and size to choose).
 */
export function bagProductId(product: CommerceProduct, id: string): string | undefined {
  if (product.type?.variant || product.type?.item) return id;
  const variants = product.variants ?? [];
  if (variants.length === 0) return product.type?.master ? undefined : id;
  return variants.length === 1 ? variants[0]!.productId : undefined;
}

/**
 * The wish list's products in the list's order as tiles (`toTile`; undefined: not shown), each with its `bagProductId`,
 * and the ids the catalogue no longer returns (or that make no tile).
 */
export function wishlistItems<Tile>(
  ids: readonly string[],
  products: readonly CommerceProduct[],
  toTile: (product: CommerceProduct) => Tile | undefined,
): { items: { tile: Tile; bagProductId?: string }[]; missing: string[] } {
  const byId = new Map(products.map((product) => [product.id ?? product.productId ?? '', product]));
  const items: { tile: Tile; bagProductId?: string }[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const product = byId.get(id);
    const tile = product ? toTile(product) : undefined;
    if (!product || tile === undefined) {
      missing.push(id);
      continue;
    }
    const bag = bagProductId(product, id);
    items.push({ tile, ...(bag ? { bagProductId: bag } : {}) });
  }
  return { items, missing };
}
