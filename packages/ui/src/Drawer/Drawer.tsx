import type { ReactElement, ReactNode } from 'react';
import { useDialogShell } from '../internal/dialogShell';
import { LazyBoundary, lazyPart } from '../internal/lazyPart';

export type DrawerPlacement = 'left' | 'right';

export interface DrawerProps {
  /** Controlled open state. Leave undefined to let `trigger` open it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  placement?: DrawerPlacement;
  /** An element (usually a Button) that opens the drawer and gets focus back when it closes. */
  trigger?: ReactElement;
  /** Pinned below the scrolling body (e.g. primary actions). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

const drawerDialog = lazyPart(() => import('./DrawerDialog').then((module) => module.DrawerDialog));

/**
 * A side panel dialog: focus is trapped inside, Escape and a click on the backdrop close it, focus
 * returns to the opener, and the rest of the page is hidden from assistive technology
 * (`aria-modal`). Slides in with framer-motion; with reduced motion it only fades.
 *
 * Only a small shell (open state and the trigger) ships with the page: Radix Dialog and the
 * animation load the first time the drawer opens (or when the pointer/focus reaches its trigger).
 */
export function Drawer({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  placement = 'right',
  trigger,
  footer,
  closeLabel = 'Close',
  children,
}: DrawerProps) {
  const shell = useDialogShell(open, defaultOpen, onOpenChange, trigger, drawerDialog.preload);
  return (
    <>
      {shell.triggerElement}
      {shell.mounted ? (
        <LazyBoundary>
          <drawerDialog.Component
            open={shell.isOpen}
            onOpenChange={shell.setOpen}
            contentId={shell.contentId}
            triggerRef={shell.triggerRef}
            title={title}
            description={description}
            placement={placement}
            footer={footer}
            closeLabel={closeLabel}
          >
            {children}
          </drawerDialog.Component>
        </LazyBoundary>
      ) : null}
    </>
  );
}
