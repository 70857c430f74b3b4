import { ProductTile, type ProductTileProps } from '@ridgeline/ui';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { requestAccountDrawer } from '../../account/accountDrawerRequest';
import { favouritesStore, loadFavourites, toggleFavourite } from '../../account/wishlist/favourites';
import { urls } from '../../../platform/urls';
import { compareEntryOf } from '@ridgeline/commerce';
import { compare as compareList } from '../compare/compare';

/** A list tile's island props: JSON only (the callbacks are made in the browser). */
export interface ShopTileProps extends Omit<
  ProductTileProps,
  'onToggleFavourite' | 'onToggleCompare' | 'onOpenAccountDrawer' | 'onColourChange' | 'showCompare'
> {
  /** The wish-list heart (`WISHLIST_ENABLED`). */
  wishlist?: boolean;
  /** The Compare box (list pages). */
  compare?: boolean;
  /** The shop locale (`en-US`): the sign-in page and the toast's "View" link of this locale. */
  localeId?: string;
}

const noServerValue = () => undefined;

/**
 * A product tile of the storefront: ui's tile with the wish-list heart and the Compare box wired to the shopper's
 * wish list and compare list. Server HTML until touched (an `interaction` island); the shared stores then give the
 * state, read in the browser only (the HTML is the same for everyone).
 */
export function ShopTile({
  wishlist = false,
  compare = false,
  localeId,
  product,
  currency = 'USD',
  ...rest
}: ShopTileProps) {
  // During hydration the server's view (nothing known), then the browser's: no mismatch, one re-render.
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, noServerValue);
  const compared = useSyncExternalStore(compareList.store.subscribe, compareList.store.get, noServerValue);
  const tileKey = useId();
  useEffect(() => {
    if (wishlist) void loadFavourites();
    if (!compare) return;
    // The islands runtime holds back early clicks on buttons only: a Compare box ticked (or unticked) before the tile
    // hydrated changed the DOM alone. Apply that change now, once.
    compareList.applyEarlyToggle(
      document
        .querySelector(`[data-shop-tile="${CSS.escape(tileKey)}"]`)
        ?.querySelector<HTMLInputElement>('input[data-compare-toggle]'),
      compareEntryOf(product, currency),
      product.inCompare ?? false,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const model = {
    ...product,
    isFavourite: favourites ? favourites.has(product.id) : (product.isFavourite ?? false),
    inCompare: compared ? compared.list.some((entry) => entry.productId === product.id) : (product.inCompare ?? false),
  };
  // A promotion callout that opens the account drawer (a member offer): the drawer, or the sign-in dialog for a guest;
  // the sign-in page only when the account host is not up.
  const openAccountDrawer = () =>
    requestAccountDrawer(() =>
      window.location.assign(urls.login(localeId, `${window.location.pathname}${window.location.search}`)),
    );
  return (
    <ProductTile
      {...rest}
      data-shop-tile={tileKey}
      product={model}
      currency={currency}
      showCompare={compare}
      {...(wishlist
        ? {
            onToggleFavourite: async (id: string) => {
              await toggleFavourite({
                productId: id,
                favourite: favouritesStore.get()?.has(id) ?? model.isFavourite,
                ...(localeId ? { localeId } : {}),
              });
            },
          }
        : {})}
      {...(compare
        ? { onToggleCompare: () => void compareList.toggleFromTile(compareEntryOf(product, currency)) }
        : {})}
      onOpenAccountDrawer={openAccountDrawer}
    />
  );
}
