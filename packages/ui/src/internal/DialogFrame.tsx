import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence, m, type TargetAndTransition } from 'framer-motion';
import type { ComponentType, ReactNode } from 'react';
import { MotionScope } from '../Motion/MotionScope';
import { theme } from '../theme/theme';
import { DialogBody, DialogFooter, DialogHeader } from './DialogHeader';
import type { DialogPartProps } from './dialogShell';
import { Overlay } from './Overlay';
import { useFocusReturn } from './useFocusReturn';

export interface DialogFrameProps extends DialogPartProps {
  /** Stacking order of the backdrop (the panel or its layer sets its own). */
  zIndex: number;
  /** Where and how large the panel is: what makes a drawer a drawer and a modal a modal. */
  panelStyle: CSSObject;
  /** Extra attributes of the panel element (e.g. `data-placement`). */
  panelAttributes?: Record<`data-${string}`, string>;
  /** The panel animates from `hidden` to `shown` on open, and back on close. */
  hidden: TargetAndTransition;
  shown: TargetAndTransition;
  /** A static layer around the panel (a modal's centring), so the panel's transforms never fight the layout. */
  layer?: ComponentType<{ children: ReactNode }>;
}

const Panel = styled(m.div)({
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  boxShadow: theme.shadows.xl,
  outline: 'none',
});

/**
 * Escape belongs to the innermost open thing first: on a combobox whose list is open (a search in a drawer) it closes
 * the list (the combobox's own handler, after this one: Radix listens on the document, capturing), and only the next
 * Escape closes the dialog.
 */
export function keepOpenForExpandedCombobox(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}

/**
 * The dialog both Drawer and Modal load on first open (Radix Dialog + framer-motion): backdrop, focus
 * trap, Escape and backdrop click close it, focus returns to the opener, `aria-modal`; header with the
 * title, description and close button, scrolling body, pinned footer.
 */
export function DialogFrame({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  title,
  description,
  footer,
  closeLabel,
  initialFocus = 'first',
  children,
  zIndex,
  panelStyle,
  panelAttributes,
  hidden,
  shown,
  layer: Layer,
}: DialogFrameProps) {
  const focusReturn = useFocusReturn(triggerRef);
  const content = (
    <Dialog.Content
      asChild
      forceMount
      id={contentId}
      aria-modal="true"
      onOpenAutoFocus={(event) => {
        focusReturn.onOpenAutoFocus();
        if (initialFocus !== 'dialog') return;
        // The dialog itself (Radix's focus scope makes it focusable): not the close button, which Enter would press.
        event.preventDefault();
        (event.target as HTMLElement | null)?.focus({ preventScroll: true });
      }}
      onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      onEscapeKeyDown={keepOpenForExpandedCombobox}
    >
      <Panel
        {...panelAttributes}
        css={panelStyle}
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
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MotionScope>
        <AnimatePresence>
          {open ? (
            <Dialog.Portal forceMount>
              <Overlay zIndex={zIndex} />
              {Layer ? <Layer>{content}</Layer> : content}
            </Dialog.Portal>
          ) : null}
        </AnimatePresence>
      </MotionScope>
    </Dialog.Root>
  );
}
