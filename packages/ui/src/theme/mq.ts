import { breakpoints, type Breakpoint } from './tokens';

/**
 * Media-query helpers built from the breakpoint tokens, for Emotion styles:
 * `[mq.up('lg')]: { … }` or `${mq.up('lg')} { … }`.
 */
export const mq = {
  /** At or above the breakpoint: `mq.up('lg')` → `@media (min-width: 992px)`. */
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  /** Below the breakpoint. The .02 px keeps it from overlapping `up` at fractional widths. */
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** From `min` up to (not including) `max`. */
  between: (min: Breakpoint, max: Breakpoint) =>
    `@media (min-width: ${breakpoints[min]}px) and (max-width: ${breakpoints[max] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

/** The bare media condition (no `@media`), for `<source media>` or `matchMedia`. */
export const mediaCondition = (bp: Breakpoint) => `(min-width: ${breakpoints[bp]}px)`;
