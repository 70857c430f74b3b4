/**
 * The data attributes the disclosure navigation's parts find each other by. The triggers may hydrate as separate
 * React roots (islands), so they reach their item, panel and siblings through the DOM, not through React context.
 */
export const DISCLOSURE_ATTRIBUTES = {
  nav: 'data-disclosure-nav',
  item: 'data-disclosure-item',
  panel: 'data-disclosure-panel',
  /** Top-level links and buttons: the arrow keys move between them. */
  control: 'data-disclosure-control',
  /** On an item: `true` while its panel is shown. On the nav: the id of the open panel. */
  open: 'data-open',
  /** On an item once its trigger has hydrated: CSS hover/focus no longer opens the panel, the trigger does. */
  enhanced: 'data-enhanced',
} as const;

/** Event a trigger dispatches on its nav when it opens, so the other triggers close (detail: the panel id). */
export const DISCLOSURE_OPEN_EVENT = 'ridgeline:disclosure-open';

/** The APG menu timings (docs/behaviour/shell.md#timings): hover opens after 150 ms, leaving closes after 200 ms. */
export const NAV_HOVER_OPEN_DELAY_MS = 150;
export const NAV_HOVER_CLOSE_DELAY_MS = 200;
