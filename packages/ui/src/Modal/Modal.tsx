import type { ReactElement, ReactNode } from 'react';
import { useDialogShell } from '../internal/dialogShell';
import { LazyBoundary, lazyPart } from '../internal/lazyPart';

export interface ModalProps {
  /** Controlled open state. Leave undefined to let `trigger` open it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Announced with the title (`aria-describedby`). */
  description?: ReactNode;
  /** An element (usually a Button) that opens the modal and gets focus back when it closes. */
  trigger?: ReactElement;
  footer?: ReactNode;
  closeLabel?: string;
  children?: ReactNode;
}

const modalDialog = lazyPart(() => import('./ModalDialog').then((module) => module.ModalDialog));

/**
 * A centred modal dialog (Radix Dialog): focus trap, Escape and backdrop click close it, focus
 * returns to the opener, `aria-modal`. Scales in with framer-motion; with reduced motion it only fades.
 *
 * Only a small shell (open state and the trigger) ships with the page: Radix Dialog and the
 * animation load the first time the modal opens (or when the pointer/focus reaches its trigger).
 */
export function Modal({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  closeLabel = 'Close',
  children,
}: ModalProps) {
  const shell = useDialogShell(open, defaultOpen, onOpenChange, trigger, modalDialog.preload);
  return (
    <>
      {shell.triggerElement}
      {shell.mounted ? (
        <LazyBoundary>
          <modalDialog.Component
            open={shell.isOpen}
            onOpenChange={shell.setOpen}
            contentId={shell.contentId}
            triggerRef={shell.triggerRef}
            title={title}
            description={description}
            footer={footer}
            closeLabel={closeLabel}
          >
            {children}
          </modalDialog.Component>
        </LazyBoundary>
      ) : null}
    </>
  );
}
