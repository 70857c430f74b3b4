import { useEffect, useState } from 'react';

/** docs/behaviour/blocks.md#marketing-banner: the closed marketing banner changes its message every 5000 ms ... */
export const ROTATION_INTERVAL_MS = 5000;
/** ... with a 300 ms fade ... */
export const ROTATION_FADE_MS = 300;
/** ... and the account-drawer button opens the account drawer 300 ms after the drawer closes. */
export const ACCOUNT_DRAWER_DELAY_MS = 300;

export interface Rotation {
  index: number;
  /** false during the 300 ms fade-out before the next message. */
  visible: boolean;
}

/**
 * One message cycle: shows message `index` for 5000 ms, fades it out over 300 ms, then shows the
 * next one. `running` false holds the current message (a fade already under way still finishes, so
 * a paused banner never stays blank). Fewer than two messages never rotate.
 */
export function useRotation(count: number, running: boolean): Rotation {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, visible: true });
  const { index, visible } = rotation;

  useEffect(() => {
    if (count < 2) return;
    if (!visible) {
      const timer = setTimeout(() => setRotation({ index: (index + 1) % count, visible: true }), ROTATION_FADE_MS);
      return () => clearTimeout(timer);
    }
    if (!running) return;
    const timer = setTimeout(() => setRotation({ index, visible: false }), ROTATION_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [count, running, index, visible]);

  return count > 0 ? { index: index % count, visible } : { index: 0, visible: true };
}
