/**
 * Sticky enter and exit distances, in px (docs/behaviour/product-page.md#sticky-add-to-bag-bar). What they measure:
 * how far the watched element's bottom edge has passed above the top line (the bottom of the sticky header, else the
 * viewport's top). The bar enters once that edge is more than 5 px past the line, and leaves only once it is back more
 * than 30 px below it: between the two the bar keeps its state, so a scroll that wobbles at the line never flickers.
 */
export const STICKY_ENTER_PX = 5;
export const STICKY_EXIT_PX = 30;

export interface StickyThresholds {
  enter: number;
  exit: number;
}

/**
 * The next sticky state. `past`: px the watched edge is above the top line (negative while it is still below it).
 */
export function nextSticky(
  shown: boolean,
  past: number,
  { enter, exit }: StickyThresholds = { enter: STICKY_ENTER_PX, exit: STICKY_EXIT_PX },
): boolean {
  return shown ? past >= -exit : past > enter;
}

/** The states a sequence of positions goes through, from hidden (for tests and reasoning about a scroll). */
export function stickyStates(pasts: readonly number[], thresholds?: StickyThresholds): boolean[] {
  let shown = false;
  return pasts.map((past) => (shown = nextSticky(shown, past, thresholds)));
}
