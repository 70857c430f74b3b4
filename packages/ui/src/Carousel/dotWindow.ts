/** At most 5 carousel dots are shown at a time (docs/behaviour/ui.md#carousel-dots). */
export const maxVisibleDots = 5;

/**
 * Which dots to show: a window of at most `max` indices, centred on `selected` where possible
 * and pinned to the ends near the first and last snap. Returns `[start, end)` indices.
 */
export function dotWindow(selected: number, count: number, max = maxVisibleDots): [number, number] {
  if (count <= max) return [0, count];
  const half = Math.floor(max / 2);
  const start = Math.min(Math.max(selected - half, 0), count - max);
  return [start, start + max];
}
