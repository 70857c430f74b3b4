// The island markup shared by the server (IslandMarker) and the browser runtime (hydrateIslands).

/** Attribute on an island's container: its kind (`block`, or an app part such as `header-search`). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Attribute with the island's HydrationTrigger. */
export const TRIGGER_ATTRIBUTE = 'data-hydrate';
/** Attribute with the island's id: unique in the document, the `identifierPrefix` of its React root (useId). */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Attribute the runtime keeps up to date: `pending`, `loading`, `hydrated` or `failed`. */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/**
 * Attribute with a CSS selector of links inside an `interaction` island that the island takes over in place once
 * hydrated (a product's colour and size links): a plain click on one before hydration is held and replayed.
 */
export const HOLD_LINKS_ATTRIBUTE = 'data-hold-links';
/**
 * Attribute on a `<summary>` inside an `interaction` island whose `<details>` works before hydration (a plain form):
 * the runtime does not hold a click on it but opens its details at once and focuses the first field inside, within the
 * tap (so a phone shows its keyboard); Escape in it closes it and focuses the summary again. The island takes over
 * once hydrated. ui's `SearchPanel` writes it as a literal (ui does not depend on the renderer).
 */
export const OPENS_NATIVELY_ATTRIBUTE = 'data-opens-natively';
/** Marks the `<script type="application/json">` right after an island's container that holds its props. */
export const PROPS_ATTRIBUTE = 'data-island-props';

export type IslandState = 'pending' | 'loading' | 'hydrated' | 'failed';

/** The `identifierPrefix` of an island's React root, the same on the server and in the browser. */
export function identifierPrefixOf(islandId: string): string {
  return `${islandId}-`;
}

/** The island kind of blocks (other kinds are app parts). */
export const BLOCK_ISLAND = 'block';

/** What the server writes for a block island: the block's prepared item and the page's render context. */
export interface BlockIslandProps {
  content: unknown;
  context: import('../types').RenderContext;
  /** Set when the block's loader data did not come with the page: the island fetches it from this endpoint. */
  blockData?: import('../types').BlockDataSource;
}
