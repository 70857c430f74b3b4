import { theme } from '../theme/theme';

/**
 * Where toasts show: top-center below the desktop breakpoint, top-right from it (docs/behaviour/ui.md#toasts). Also
 * the place of other short-lived notices pinned over the page (the reservation alert's floating form).
 */
export const TOAST_PLACEMENT = {
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndices.toast,
  width: theme.sizes.toast,
  maxWidth: '100vw',
  padding: theme.space[4],
  [theme.mq.up('lg')]: { left: 'auto', right: 0, transform: 'none' },
} as const;
