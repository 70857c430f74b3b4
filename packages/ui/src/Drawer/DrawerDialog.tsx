import { useReducedMotion } from 'framer-motion';
import { DialogFrame } from '../internal/DialogFrame';
import type { DialogPartProps } from '../internal/dialogShell';
import { theme } from '../theme/theme';
import type { DrawerPlacement, DrawerSize } from './Drawer';

export interface DrawerDialogProps extends DialogPartProps {
  placement: DrawerPlacement;
  size: DrawerSize;
}

const drawerPanel = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: theme.zIndices.drawer,
  width: theme.sizes.drawer,
  maxWidth: '100%',
} as const;

/** The dialog part of `Drawer` (its own chunk, fetched on first open): the shared dialog frame at one side, sliding in. */
export function DrawerDialog({ placement, size, ...dialog }: DrawerDialogProps) {
  const reduceMotion = useReducedMotion();
  const offscreen = placement === 'right' ? '100%' : '-100%';
  return (
    <DialogFrame
      {...dialog}
      zIndex={theme.zIndices.drawer}
      panelStyle={{ ...drawerPanel, [placement]: 0, ...(size === 'full' ? { width: '100%' } : {}) }}
      panelAttributes={{ 'data-placement': placement, 'data-size': size }}
      hidden={reduceMotion ? { opacity: 0 } : { x: offscreen }}
      shown={reduceMotion ? { opacity: 1 } : { x: 0 }}
    />
  );
}
