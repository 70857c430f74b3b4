import { WishlistButton } from '@ridgeline/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { favouritesStore, loadFavourites, toggleFavourite } from './favourites';

/** Island kind (app/islands/parts.ts). */
export const WISHLIST_HEART_ISLAND = 'wishlist-heart';

export interface WishlistHeartProps {
  productId: string;
  productName: string;
  localeId?: string;
}

const noServerValue = () => undefined;

/**
 * The product page's wish-list control (ui's `WishlistButton`, named "Wishlist") on the shared store. Server HTML
 * unpressed (the page is cached for everyone); the wish-list marks island presses it for a favourite before it hydrates.
 */
export function WishlistHeart({ productId, localeId }: WishlistHeartProps) {
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, noServerValue);
  useEffect(() => {
    void loadFavourites();
  }, []);
  return (
    <WishlistButton
      productId={productId}
      favourite={favourites?.has(productId) ?? false}
      label="Wishlist"
      onToggle={async (was) => {
        await toggleFavourite({ productId, favourite: was, ...(localeId ? { localeId } : {}) });
      }}
    />
  );
}
