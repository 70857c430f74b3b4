import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import type { ReactElement, ReactNode } from 'react';
import { DialogBody, DialogFooter, DialogHeader } from '../internal/DialogHeader';
import { Overlay } from '../internal/Overlay';
import { useControllableOpen } from '../internal/useControllableOpen';
import { useFocusReturn } from '../internal/useFocusReturn';
import { theme } from '../theme/theme';

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

const Panel = styled(m.div)({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: theme.zIndices.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: theme.sizes.drawer,
  maxWidth: '100%',
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  boxShadow: theme.shadows.xl,
  outline: 'none',
});

/**
 * A side panel dialog: focus is trapped inside, Escape and a click on the backdrop close it, focus
 * returns to the opener, and the rest of the page is hidden from assistive technology
 * (`aria-modal`). Slides in with framer-motion; with reduced motion it only fades.
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
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const focusReturn = useFocusReturn(Boolean(trigger));
  const reduceMotion = useReducedMotion();
  const offscreen = placement === 'right' ? '100%' : '-100%';
  const hidden = reduceMotion ? { opacity: 0 } : { x: offscreen };
  const shown = reduceMotion ? { opacity: 1 } : { x: 0 };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <AnimatePresence>
        {isOpen ? (
          <Dialog.Portal forceMount>
            <Overlay zIndex={theme.zIndices.drawer} />
            <Dialog.Content
              asChild
              forceMount
              aria-modal="true"
              onOpenAutoFocus={focusReturn.onOpenAutoFocus}
              onCloseAutoFocus={focusReturn.onCloseAutoFocus}
            >
              <Panel
                data-placement={placement}
                style={placement === 'right' ? { right: 0 } : { left: 0 }}
                initial={hidden}
                animate={shown}
                exit={hidden}
                transition={{ duration: theme.motionDurations.normal, ease: theme.easings.standardCurve }}
              >
                <DialogHeader title={title} description={description} closeLabel={closeLabel} />
                <DialogBody>{children}</DialogBody>
                {footer ? <DialogFooter>{footer}</DialogFooter> : null}
              </Panel>
            </Dialog.Content>
          </Dialog.Portal>
        ) : null}
      </AnimatePresence>
    </Dialog.Root>
  );
}
