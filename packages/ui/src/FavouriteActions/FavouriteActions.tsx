import { createContext, useContext, useEffect } from 'react';

/**
 * The wish list of every product tile below a provider that gives no `onToggleFavourite` of its own: an app wires
 * its wish list once (its carousels' tiles, built by code that knows nothing of accounts, then get the heart), and a
 * tile's own prop still wins.
 */
export interface FavouriteActions {
  /** Adds or removes the product; the heart flips when it resolves (as the tile's own `onToggleFavourite`). */
  onToggleFavourite: (id: string) => Promise<void>;
  /** The products in the wish list, once known (undefined: not read yet, every heart unpressed). */
  favouriteIds?: ReadonlySet<string> | undefined;
  /** Called once when a tile shows a heart from this context: the app reads the wish list only where hearts are. */
  onHeartShown?: () => void;
}

const FavouriteActionsContext = createContext<FavouriteActions | undefined>(undefined);

export const FavouriteActionsProvider = FavouriteActionsContext.Provider;

/** The tile's wish list: its own callback and flag when given, else the provider's. */
export function useFavouriteActions(
  own: ((id: string) => Promise<void>) | undefined,
  productId: string,
  ownFlag: boolean | undefined,
) {
  const shared = useContext(FavouriteActionsContext);
  const fromContext = own === undefined && shared !== undefined;
  const onHeartShown = fromContext ? shared.onHeartShown : undefined;
  useEffect(() => {
    onHeartShown?.();
  }, [onHeartShown]);
  return {
    onToggleFavourite: own ?? shared?.onToggleFavourite,
    isFavourite: ownFlag ?? (fromContext ? (shared.favouriteIds?.has(productId) ?? false) : false),
  };
}
