import { DialogShell, type DialogProps } from '../internal/dialogShell';
import { lazyPart } from '../internal/lazyPart';

export type DrawerPlacement = 'left' | 'right';

export interface DrawerProps extends DialogProps {
  /** The side it slides in from. Default `right`. */
  placement?: DrawerPlacement;
  /** `full` covers the whole viewport (a mobile search surface); `default` is `sizes.drawer` wide. */
  size?: DrawerSize;
}

export type DrawerSize = 'default' | 'full';

const drawerDialog = lazyPart(() => import('./DrawerDialog').then((module) => module.DrawerDialog));

/**
 * A side panel dialog: focus is trapped inside, Escape and a click on the backdrop close it, focus
 * returns to the opener, and the rest of the page is hidden from assistive technology
 * (`aria-modal`). Slides in with framer-motion; with reduced motion it only fades.
 *
 * Only a small shell (open state and the trigger) ships with the page: Radix Dialog and the
 * animation load the first time the drawer opens (or when the pointer/focus reaches its trigger).
 * Built on the same dialog shell and frame as `Modal` (`internal/dialogShell`, `internal/DialogFrame`).
 */
export function Drawer({ placement = 'right', size = 'default', ...dialog }: DrawerProps) {
  return <DialogShell {...dialog} part={drawerDialog} options={{ placement, size }} />;
}
