import { DialogShell, type DialogProps } from '../internal/dialogShell';
import { lazyPart } from '../internal/lazyPart';

export type ModalProps = DialogProps;

const modalDialog = lazyPart(() => import('./ModalDialog').then((module) => module.ModalDialog));

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
