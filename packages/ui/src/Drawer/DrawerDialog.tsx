import { useReducedMotion } from 'framer-motion';
import { DialogFrame } from '../internal/DialogFrame';
import type { DialogPartProps } from '../internal/dialogShell';
import { theme } from '../theme/theme';
import type { DrawerPlacement } from './Drawer';

export interface DrawerDialogProps extends DialogPartProps {
  placement: DrawerPlacement;
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
export function DrawerDialog({ placement, ...dialog }: DrawerDialogProps) {
  const reduceMotion = useReducedMotion();
  const offscreen = placement === 'right' ? '100%' : '-100%';
  return (
    <DialogFrame
      {...dialog}
      zIndex={theme.zIndices.drawer}
      panelStyle={{ ...drawerPanel, [placement]: 0 }}
      panelAttributes={{ 'data-placement': placement }}
      hidden={reduceMotion ? { opacity: 0 } : { x: offscreen }}
      shown={reduceMotion ? { opacity: 1 } : { x: 0 }}
    />
  );
}
