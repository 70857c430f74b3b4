import { DialogShell, type DialogProps } from '../internal/dialogShell';
import { lazyPart } from '../internal/lazyPart';
import { preloadMotionFeatures } from '../Motion/loadMotionFeatures';

export type ModalProps = DialogProps;

const modalDialog = lazyPart(() => import('./ModalDialog').then((module) => module.ModalDialog));

/**
 * Fetches the modal's dialog code and its animation features ahead of its first open, for a modal with no trigger that
 * opens on an event the page expects soon (the 'Added to bag' confirmation once the buy box is up). Never rejects.
 */
export function preloadModal(): Promise<void> {
  return Promise.all([
    modalDialog.preload().catch(() => {
      // the modal's boundary renders nothing if the code really cannot load
    }),
    preloadMotionFeatures(),
  ]).then(() => undefined);
}

/**
 * A centred modal dialog (Radix Dialog): focus trap, Escape and backdrop click close it, focus
 * returns to the opener, `aria-modal`. Scales in with framer-motion; with reduced motion it only fades.
 *
 * Only a small shell (open state and the trigger) ships with the page: Radix Dialog and the
 * animation load the first time the modal opens (or when the pointer/focus reaches its trigger).
 * Built on the same dialog shell and frame as `Drawer` (`internal/dialogShell`, `internal/DialogFrame`).
 */
export function Modal(props: ModalProps) {
  return <DialogShell {...props} part={modalDialog} options={{}} />;
}
