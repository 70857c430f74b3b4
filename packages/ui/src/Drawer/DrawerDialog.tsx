import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { MotionScope } from '../Motion/MotionScope';
import type { ReactNode } from 'react';
import { DialogBody, DialogFooter, DialogHeader } from '../internal/DialogHeader';
import type { DialogPartProps } from '../internal/dialogShell';
import { Overlay } from '../internal/Overlay';
import { useFocusReturn } from '../internal/useFocusReturn';
import { theme } from '../theme/theme';
import type { DrawerPlacement } from './Drawer';

export interface DrawerDialogProps extends DialogPartProps {
  title: ReactNode;
  description?: ReactNode;
  placement: DrawerPlacement;
  footer?: ReactNode;
  closeLabel: string;
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

/** The dialog part of `Drawer` (its own chunk, fetched on first open): Radix Dialog + framer-motion. */
export function DrawerDialog({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  title,
  description,
  placement,
  footer,
  closeLabel,
  children,
}: DrawerDialogProps) {
  const focusReturn = useFocusReturn(triggerRef);
  const reduceMotion = useReducedMotion();
  const offscreen = placement === 'right' ? '100%' : '-100%';
  const hidden = reduceMotion ? { opacity: 0 } : { x: offscreen };
  const shown = reduceMotion ? { opacity: 1 } : { x: 0 };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MotionScope>
        <AnimatePresence>
          {open ? (
            <Dialog.Portal forceMount>
              <Overlay zIndex={theme.zIndices.drawer} />
              <Dialog.Content
                asChild
                forceMount
                id={contentId}
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
      </MotionScope>
    </Dialog.Root>
  );
}
