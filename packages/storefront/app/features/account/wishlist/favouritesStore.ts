import { createIslandStore } from '@ridgeline/renderer/islands';

/**
 * The product ids in the shopper's wish list, shared by every heart on the page (each tile is an island of its own).
 * Undefined until read: list and product HTML is cached for everyone, so the browser asks `/__ridgeline/wishlist`.
 * A module of its own, so the islands runtime can hold it without the wish list's code (`favourites.ts`).
 */
export const favouritesStore = createIslandStore<ReadonlySet<string> | undefined>(undefined);
