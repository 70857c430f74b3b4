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

/**
 * Where the document's early-click catcher (`EARLY_CLICK_SCRIPT`) keeps what it caught: `{ clicks, stop }`, read by
 * the runtime when it starts.
 */
export const EARLY_CLICKS_GLOBAL = '__ridgelineEarlyClicks';

/**
 * An inline script for the document's `<head>` (with the page's nonce): from the first byte of the page until the
 * islands runtime has started, a plain click on a button inside an `interaction` island would do nothing at all (its
 * handlers do not exist yet, and the runtime that holds such clicks has not run). This catches those clicks, keeps
 * the buttons in order under `EARLY_CLICKS_GLOBAL`, and the runtime hands each island its own to replay once it has
 * hydrated (`waitForTrigger`). Links, summaries, modified clicks and a button the browser acts on by itself (a
 * `commandfor` button opening a `<dialog>`, where Invoker Commands are supported) are left to it. A choice made in a
 * `<select>` of such an island is kept too (its island is started at once; the choice itself stays in the select,
 * which the island reads once hydrated, e.g. ui's `SortSelect`). Kept tiny and
 * dependency-free: it runs before anything else on the page.
 */
export const EARLY_CLICK_SCRIPT = `(()=>{const c=[],d=document,i='[data-hydrate="interaction"] ',n="command"in HTMLButtonElement.prototype,h=e=>{const t=e.target,b=t.closest&&t.closest(i+"button,"+i+'[role="button"]');if(e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!b||b.closest("a[href]")||n&&b.hasAttribute("commandfor"))return;e.preventDefault();e.stopPropagation();c[c.length-1]!==b&&c.push(b)},g=e=>{const t=e.target;t.closest&&t.matches(i+"select")&&c.push(t)},o=(f,a,b)=>{d[f]("click",a,!0);d[f]("change",b,!0)};o("addEventListener",h,g);window.${EARLY_CLICKS_GLOBAL}={clicks:c,stop:()=>o("removeEventListener",h,g)}})();`;

interface EarlyClicks {
  clicks: Element[];
  stop: () => void;
}

/**
 * The buttons clicked and selects changed inside `container` before the runtime started, taken out of the catcher's
 * list.
 */
export function takeEarlyClicks(container: Element): HTMLElement[] {
  const early = (globalThis as { [EARLY_CLICKS_GLOBAL]?: EarlyClicks })[EARLY_CLICKS_GLOBAL];
  if (!early) return [];
  const mine = early.clicks.filter((element) => container.contains(element));
  early.clicks.splice(0, early.clicks.length, ...early.clicks.filter((element) => !mine.includes(element)));
  return mine as HTMLElement[];
}

/** The runtime has set up every island's trigger: from now on they hold their own clicks. */
export function stopEarlyClickCatcher(): void {
  (globalThis as { [EARLY_CLICKS_GLOBAL]?: EarlyClicks })[EARLY_CLICKS_GLOBAL]?.stop();
}
