import {
  breakpoints,
  COUNT_BADGE_DISPLAY_LIMIT,
  NAV_HOVER_CLOSE_DELAY_MS,
  NAV_HOVER_OPEN_DELAY_MS,
} from '@ridgeline/ui';

// The shell's constants (docs/behaviour/shell.md#timings): each is a required value.

/** The header turns sticky once the page has scrolled more than this. */
export const STICKY_HEADER_THRESHOLD_PX = 56;
/** The scroll position is checked at most this often. */
export const SCROLL_CHECK_THROTTLE_MS = 100;
/** From this width the desktop menu shows; below it the menu button and drawer. */
export const DESKTOP_BREAKPOINT_PX = breakpoints.lg;
/** Desktop menu: hover opens after / leaving closes after. */
export const NAV_HOVER_DELAY_MS = NAV_HOVER_OPEN_DELAY_MS;
export const NAV_CLOSE_DELAY_MS = NAV_HOVER_CLOSE_DELAY_MS;
/** Mobile drawer: Back returns to the first level after this long. */
export const MENU_BACK_DELAY_MS = 150;
/** The cart badge shows counts up to this, `9+` above it. */
export const CART_BADGE_DISPLAY_LIMIT = COUNT_BADGE_DISPLAY_LIMIT;
/** Paths ending in this get the checkout header and footer instead of the full shell. */
export const CHECKOUT_PATH_SUFFIX = '/checkout';
