import { keyframes, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Icon } from '../Icon/Icon';
import { dialogCloseButtonStyles, dialogHeaderStyles, dialogTitleStyles } from './dialogStyles';
import { theme } from '../theme/theme';

// What the dialogs on the native `<dialog>` (`NativeDrawer`, `NativeModal`) share: the header with its close button,
// the backdrop's click and the styles of the element itself. The browser gives both the APG dialog behaviour (top
// layer, the page behind inert, focus on the first control, Escape, focus back to where it was); none of it loads
// Radix or framer-motion.

/** Closes the dialog (its `close` event follows); focus goes back to where it was before it opened. */
export function closeNativeDialog(dialog: HTMLDialogElement | null) {
  if (dialog?.open) dialog.close();
}

/**
 * The backdrop is the dialog's own box outside its content: a click there has the dialog itself as its target. (The
 * `closedby="any"` attribute does the same natively where it is supported.)
 */
export function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) closeNativeDialog(event.currentTarget);
}

/** The attributes every native dialog carries besides its styles and children. */
export const nativeDialogAttributes = { closedby: 'any' } as Record<string, string>;

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The element's styles both kinds share: no user-agent frame, the page's colours, a dimmed backdrop, no page scroll. */
export const nativeDialogBaseStyles: CSSObject = {
  padding: 0,
  border: 0,
  flexDirection: 'column',
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  boxShadow: theme.shadows.xl,
  outline: 'none',
  '&::backdrop': {
    background: theme.colors.overlay,
    animation: `${fadeIn} ${theme.durations.normal} ${theme.easings.standard}`,
  },
  // The page behind does not scroll while it is open (a modal dialog makes it inert, not still).
  'html:has(&[open])': { overflow: 'hidden' },
};

const Header = styled.div(dialogHeaderStyles);
const Title = styled.h2(dialogTitleStyles, { margin: 0 });
// Through the `css` prop, not `styled`: styled drops attributes it does not know (`command`, `commandfor`).
const closeButtonStyles: CSSObject = {
  ...dialogCloseButtonStyles,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
};

/** The title (the dialog's name, by `titleId`) and the close button, which closes it natively where the browser runs
 * Invoker Commands and by script elsewhere. */
export function NativeDialogHeader({
  dialogId,
  titleId,
  title,
  closeLabel,
  dialogRef,
}: {
  dialogId: string;
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
}) {
  return (
    <Header>
      <Title id={titleId}>{title}</Title>
      <button
        css={closeButtonStyles}
        type="button"
        aria-label={closeLabel}
        {...{ command: 'close', commandfor: dialogId }}
        onClick={() => closeNativeDialog(dialogRef.current)}
      >
        <Icon name="close" size="lg" />
      </button>
    </Header>
  );
}
