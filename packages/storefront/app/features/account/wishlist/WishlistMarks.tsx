import { useEffect } from 'react';
import { favouritesStore, loadFavourites } from './favourites';

/** Island kind (app/islands/parts.ts). */
export const WISHLIST_MARKS_ISLAND = 'wishlist-marks';

/**
 * Sets the heart of every product tile (and the product page's heart) that has not hydrated yet to the shopper's
 * wish list: `aria-pressed`, which ui's heart also draws from. Hydrated hearts follow the shared store themselves.
 */
export function markFavouriteHearts(root: ParentNode, ids: ReadonlySet<string>): number {
  let marked = 0;
  root
    .querySelectorAll<HTMLElement>('[data-island]:not([data-island-state="hydrated"]) [data-favourite-toggle]')
    .forEach((heart) => {
      const productId = heart.closest<HTMLElement>('[data-product-id]')?.dataset.productId;
      if (!productId) return;
      const pressed = ids.has(productId);
      heart.setAttribute('aria-pressed', String(pressed));
      if (pressed) marked += 1;
    });
  return marked;
}

/**
 * An idle island with no HTML: for a signed-in shopper it reads the wish list once (a guest costs no request) and
 * marks the page's hearts, again whenever the list changes.
 */
export function WishlistMarks() {
  useEffect(() => {
    let active = true;
    void loadFavourites().then((ids) => {
      if (active) markFavouriteHearts(document, ids);
    });
    const unsubscribe = favouritesStore.subscribe(() => {
      const ids = favouritesStore.get();
      if (ids) markFavouriteHearts(document, ids);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return null;
}
