import { toTileModels, type CommerceProduct, type CommerceService } from '@ridgeline/commerce';
import type { WishlistViewItem } from '@ridgeline/ui';
import { sanitizeRichText } from '@ridgeline/renderer/server';
import { urls, type ShopLocale } from '../../../platform/urls';
import { WISHLIST_MESSAGES } from './messages';
import { registeredSession, type WishlistDeps } from './wishlist.server';
import { wishlistItems, wishlistProductIds } from '@ridgeline/commerce/server';
import { log, messageOf } from '../../../platform/log.server';

/** Query parameter the Remove form returns with (the page then says "Item removed from wishlist"). */
export const REMOVED_PARAM = 'removed';

export interface WishlistPageData {
  /** What "Add to Bag" posts is the item's `bagProductId`; without one the item links to choose a colour and size. */
  items: WishlistViewItem[];
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

/**
 * `/account/wishlist`: a guest is sent to sign in and back (303); a registered customer gets their list's products as
 * tiles (Shopper Products through the commerce service), in the list's order.
 */
export async function loadWishlistPage(
  request: Request,
  deps: WishlistDeps & Pick<CommerceService, 'productsByIds' | 'tileDisplay'>,
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
    ids = wishlistProductIds(await deps.api.find(current.session.accessToken, current.session.customerId!));
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
  const { items, missing } = wishlistItems(ids, products, (product) => {
    const tile = toTileModels([product], {
      ...deps.tileDisplay,
      sanitize: sanitizeRichText,
      productHref: (productId) => urls.product(productId, { localeId: locale.id }),
    })[0];
    return tile ? { ...tile, isFavourite: true } : undefined;
  });
  return { page: { ...base, items, missing } };
}
