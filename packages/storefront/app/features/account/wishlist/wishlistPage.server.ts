import { toTileModels, type CommerceProduct } from '@ridgeline/commerce';
import type { ProductTileModel } from '@ridgeline/ui';
import { sanitizeRichText } from '@ridgeline/renderer/server';
import { urls, type ShopLocale } from '../../../platform/urls';
import { WISHLIST_MESSAGES } from './messages';
import { readWishList, registeredSession, type WishlistDeps } from './wishlist.server';
import { log, messageOf } from '../../../platform/log.server';

/** Query parameter the Remove form returns with (the page then says "Item removed from wishlist"). */
export const REMOVED_PARAM = 'removed';

export interface WishlistPageItem {
  tile: ProductTileModel;
  /** What "Add to Bag" posts: the product itself when it can be bought as it is (a variant, a standard product, a
   * master with one variant); otherwise undefined and the item links to its page to choose a colour and size. */
  bagProductId?: string;
}

export interface WishlistPageData {
  items: WishlistPageItem[];
  /** Ids in the list the catalogue no longer returns (shown as a count, removable). */
  missing: string[];
  localeId: string;
  currency: string;
  returnTo: string;
  notice?: string;
  /** The list could not be read: the page says so and shows nothing else. */
  failed?: string;
}

export type WishlistPageResult = { redirect: string } | { page: WishlistPageData };

/** The product id a wish-list item can be added to the bag with, if any. */
export function bagProductId(product: CommerceProduct, id: string): string | undefined {
  if (product.type?.variant || product.type?.item) return id;
  const variants = product.variants ?? [];
  if (variants.length === 0) return product.type?.master ? undefined : id;
  return variants.length === 1 ? variants[0]!.productId : undefined;
}

/**
 * `/account/wishlist`: a guest is sent to sign in and back (303); a registered customer gets their list's products as
 * tiles (Shopper Products through the commerce service), in the list's order.
 */
export async function loadWishlistPage(
  request: Request,
  deps: WishlistDeps & { productsByIds: (ids: readonly string[]) => Promise<CommerceProduct[]> },
  locale: ShopLocale,
): Promise<WishlistPageResult> {
  const url = new URL(request.url);
  const here = urls.account(locale.id, 'wishlist');
  const current = await registeredSession(request, deps);
  if (!current) return { redirect: urls.login(locale.id, here) };
  const notice = url.searchParams.has(REMOVED_PARAM) ? WISHLIST_MESSAGES.removed : undefined;
  const base = { localeId: locale.id, currency: locale.currency, returnTo: here, ...(notice ? { notice } : {}) };
  let ids: string[];
  try {
    ids = [...new Set((await readWishList(current.session, deps.api))?.items.map((item) => item.productId) ?? [])];
  } catch (error) {
    return {
      page: { ...base, items: [], missing: [], failed: error instanceof Error ? error.message : String(error) },
    };
  }
  let products: CommerceProduct[] = [];
  if (ids.length > 0) {
    try {
      products = await deps.productsByIds(ids);
    } catch (error) {
      log.error({ event: 'wishlist-products-failed' }, messageOf(error));
    }
  }
  const byId = new Map(products.map((product) => [product.id ?? product.productId ?? '', product]));
  const items: WishlistPageItem[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const product = byId.get(id);
    const tile = product
      ? toTileModels([product], {
          sanitize: sanitizeRichText,
          productHref: (productId) => urls.product(productId, { localeId: locale.id }),
        })[0]
      : undefined;
    if (!product || !tile) {
      missing.push(id);
      continue;
    }
    const bag = bagProductId(product, id);
    items.push({ tile: { ...tile, isFavourite: true }, ...(bag ? { bagProductId: bag } : {}) });
  }
  return { page: { ...base, items, missing } };
}
