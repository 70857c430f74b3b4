import { Button, Icon, useInFlight } from '@ridgeline/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
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
 * The product page's wish-list control: a toggle button (`aria-pressed`) named "Wishlist", flipped when the
 * request has answered; clicks while it runs are ignored. Server HTML unpressed (the page is cached for everyone);
 * the wish-list marks island presses it for a favourite before it hydrates.
 */
export function WishlistHeart({ productId, localeId }: WishlistHeartProps) {
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, noServerValue);
  const stored = favourites?.has(productId) ?? false;
  const [favourite, setFavourite] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setFavourite(stored);
  }
  const request = useInFlight();
  useEffect(() => {
    void loadFavourites();
  }, []);
  return (
    <div data-product-id={productId}>
      <Button
        variant="outline"
        color="dark"
        size="md"
        aria-pressed={favourite}
        aria-busy={request.pending || undefined}
        data-favourite-toggle=""
        // pressed before hydration too (the marks island sets only the attribute)
        css={{ '&[aria-pressed="true"] svg': { fill: 'currentColor' } }}
        startIcon={<Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />}
        onClick={async () => {
          const was = favourite;
          const ok = await request.run(async () => {
            await toggleFavourite({ productId, favourite: was, ...(localeId ? { localeId } : {}) });
          });
          if (ok) setFavourite(!was);
        }}
      >
        Wishlist
      </Button>
    </div>
  );
}
