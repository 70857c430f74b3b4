import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import type { ReactElement, ReactNode } from 'react';
import { DialogBody, DialogFooter, DialogHeader } from '../internal/DialogHeader';
import { Overlay } from '../internal/Overlay';
import { useControllableOpen } from '../internal/useControllableOpen';
import { useFocusReturn } from '../internal/useFocusReturn';
import { theme } from '../theme/theme';

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

/**
 * A centred modal dialog (Radix Dialog): focus trap, Escape and backdrop click close it, focus
 * returns to the opener, `aria-modal`. Scales in with framer-motion; with reduced motion it only fades.
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
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const focusReturn = useFocusReturn(Boolean(trigger));
  const reduceMotion = useReducedMotion();
  const hidden = reduceMotion ? { opacity: 0 } : { opacity: 0, scale: 0.96, y: 8 };
  const shown = reduceMotion ? { opacity: 1 } : { opacity: 1, scale: 1, y: 0 };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <AnimatePresence>
        {isOpen ? (
          <Dialog.Portal forceMount>
            <Overlay zIndex={theme.zIndices.modal} />
            <Centre>
              <Dialog.Content
                asChild
                forceMount
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
    </Dialog.Root>
  );
}
