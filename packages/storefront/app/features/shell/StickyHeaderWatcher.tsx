import { StickyHeaderWatcher as Watcher } from '@ridgeline/ui';
import { SCROLL_CHECK_THROTTLE_MS, STICKY_HEADER_THRESHOLD_PX } from './constants';

/** Whether the header is in its sticky state at this scroll position. */
export const isStickyAt = (scrollY: number) => scrollY > STICKY_HEADER_THRESHOLD_PX;

/** ui's watcher with the shell's values (more than 56 px, checked at most every 100 ms); an island (trigger `idle`). */
export const StickyHeaderWatcher = () => (
  <Watcher thresholdPx={STICKY_HEADER_THRESHOLD_PX} throttleMs={SCROLL_CHECK_THROTTLE_MS} />
);
