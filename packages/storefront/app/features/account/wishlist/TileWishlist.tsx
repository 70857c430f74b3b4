import { FavouriteActionsProvider, type FavouriteActions } from '@ridgeline/ui';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { favouritesStore } from './favouritesStore';

const noServerValue = () => undefined;

/** The wish list's code loads with the first heart that shows, not with the islands runtime of every page. */
const loadWishlist = () => import('./favourites');

const readFavourites = () => void loadWishlist().then(({ loadFavourites }) => loadFavourites());

/**
 * With `WISHLIST_ENABLED`, every product tile inside an island gets the wish-list heart: the CMS carousels' tiles too,
 * whose blocks know nothing of accounts (ui's `FavouriteActionsProvider`; the list's and the product page's own hearts
 * pass their own callbacks). The ids are read once a heart shows; hearts press as the shared store fills.
 */
export function TileWishlist({ localeId, children }: { localeId?: string | undefined; children: ReactNode }) {
  // During hydration the server's view (nothing known), then the browser's: no mismatch.
  const favouriteIds = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, noServerValue);
  const actions = useMemo<FavouriteActions>(
    () => ({
      favouriteIds,
      onHeartShown: readFavourites,
      onToggleFavourite: async (productId) => {
        const { toggleFavourite } = await loadWishlist();
        await toggleFavourite({
          productId,
          favourite: favouritesStore.get()?.has(productId) ?? false,
          ...(localeId ? { localeId } : {}),
        });
      },
    }),
    [favouriteIds, localeId],
  );
  return <FavouriteActionsProvider value={actions}>{children}</FavouriteActionsProvider>;
}
