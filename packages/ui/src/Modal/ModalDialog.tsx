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

export interface ModalDialogProps extends DialogPartProps {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  children?: ReactNode;
}

// The positioning wrapper is static; only the panel animates, so transforms never fight the centring.
const Centre = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.modal,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[4],
  pointerEvents: 'none',
});

const Panel = styled(m.div)({
  display: 'flex',
  flexDirection: 'column',
  width: theme.sizes.modal,
  maxHeight: `calc(100dvh - 2 * ${theme.space[4]})`,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.xl,
  pointerEvents: 'auto',
  outline: 'none',
});

/** The dialog part of `Modal` (its own chunk, fetched on first open): Radix Dialog + framer-motion. */
export function ModalDialog({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  title,
  description,
  footer,
  closeLabel,
  children,
}: ModalDialogProps) {
  const focusReturn = useFocusReturn(triggerRef);
  const reduceMotion = useReducedMotion();
  const hidden = reduceMotion ? { opacity: 0 } : { opacity: 0, scale: 0.96, y: 8 };
  const shown = reduceMotion ? { opacity: 1 } : { opacity: 1, scale: 1, y: 0 };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MotionScope>
        <AnimatePresence>
          {open ? (
            <Dialog.Portal forceMount>
              <Overlay zIndex={theme.zIndices.modal} />
              <Centre>
                <Dialog.Content
                  asChild
                  forceMount
                  id={contentId}
                  aria-modal="true"
                  onOpenAutoFocus={focusReturn.onOpenAutoFocus}
                  onCloseAutoFocus={focusReturn.onCloseAutoFocus}
                >
                  <Panel
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
              </Centre>
            </Dialog.Portal>
          ) : null}
        </AnimatePresence>
      </MotionScope>
    </Dialog.Root>
  );
}
