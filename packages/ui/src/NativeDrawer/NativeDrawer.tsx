import { keyframes, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { dialogBodyStyles } from '../internal/dialogStyles';
import {
  closeNativeDialog,
  closeOnBackdrop,
  fadeIn,
  nativeDialogAttributes,
  nativeDialogBaseStyles,
  NativeDialogHeader,
} from '../internal/nativeDialog';
import { theme } from '../theme/theme';

export type NativeDrawerPlacement = 'left' | 'right';

export interface NativeDrawerProps {
  /** The `<dialog>`'s id: its opener names it (`nativeDrawerOpener(id)`). */
  id: string;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The side it slides in from. Default `left`. */
  placement?: NativeDrawerPlacement;
  /** Called whenever it closes, however (Escape, the close button, the backdrop, `closeNativeDrawer`). */
  onClose?: () => void;
  /**
   * The `<dialog>` element. Its opener may have opened it natively before the page's code ran: an owner that keeps an
   * open state reads `dialogRef.current.open` once mounted.
   */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children?: ReactNode;
  /** Extra `data-*` attributes of the dialog. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The attributes of a `<button>` that opens the drawer `id`: natively (no script needed) where the browser supports
 * Invoker Commands (Chromium 135, Firefox 144, Safari 26.2; elsewhere the islands runtime holds the tap until the
 * caller's code runs), and announced as opening a dialog. Once hydrated, the caller's `onClick` may call
 * `openNativeDrawer` and `preventDefault()` (which cancels the native command) to know it opened.
 */
export function nativeDrawerOpener(id: string) {
  return { command: 'show-modal', commandfor: id, 'aria-haspopup': 'dialog', 'aria-controls': id } as const;
}

/** Opens the drawer as a modal dialog (top layer, the page behind inert, focus on its first control). */
export function openNativeDrawer(dialog: HTMLDialogElement | null) {
  if (dialog && !dialog.open) dialog.showModal();
}

/** Closes it (its `close` event calls `onClose`); focus goes back to where it was before it opened. */
export const closeNativeDrawer = closeNativeDialog;

const slideFrom = (placement: NativeDrawerPlacement) =>
  keyframes({
    from: { transform: `translateX(${placement === 'left' ? '-100%' : '100%'})` },
    to: { transform: 'none' },
  });
const slideFromLeft = slideFrom('left');
const slideFromRight = slideFrom('right');

// Styles through the `css` prop, not `styled`: styled filters out attributes it does not know (`closedby`), and
// those are what make the drawer work without script.
const dialogStylesOf = (placement: NativeDrawerPlacement): CSSObject => ({
  ...nativeDialogBaseStyles,
  // A dialog is centred by the user agent's styles: this pins it to one side, full height.
  position: 'fixed',
  inset: placement === 'left' ? '0 auto 0 0' : '0 0 0 auto',
  width: theme.sizes.drawer,
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  '&[open]': {
    display: 'flex',
    animation: `${placement === 'left' ? slideFromLeft : slideFromRight} ${theme.durations.normal} ${theme.easings.standard}`,
  },
  [theme.mq.reducedMotion]: { '&[open]': { animation: `${fadeIn} ${theme.durations.normal} linear` } },
});
// Built once per side, not on every render (Emotion serializes an object each time it is given one).
const DIALOG_STYLES = { left: dialogStylesOf('left'), right: dialogStylesOf('right') };

const Body = styled.div(dialogBodyStyles);

/**
 * A side drawer on the native `<dialog>`: in the server's HTML, so that its opener (`nativeDrawerOpener`) opens it
 * before any script has run (a phone's first tap answers at once), and the page's code, once hydrated, only enhances
 * it. The browser gives the APG dialog behaviour: a modal in the top layer with the rest of the page inert, focus on
 * its first control (the close button), Escape closes, focus returns to the opener; a tap on the backdrop closes it
 * too (`closedby="any"`, and a click handler where that attribute is not supported). It slides in with CSS (only
 * fades with reduced motion) and the page behind does not scroll.
 */
export function NativeDrawer({
  id,
  title,
  closeLabel,
  placement = 'left',
  onClose,
  dialogRef,
  children,
  ...data
}: NativeDrawerProps) {
  const titleId = useId();
  const ownRef = useRef<HTMLDialogElement | null>(null);
  const ref = dialogRef ?? ownRef;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !onClose) return;
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [ref, onClose]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop's click; Escape is the keyboard's way (native)
    <dialog
      {...data}
      css={DIALOG_STYLES[placement]}
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      data-placement={placement}
      onClick={closeOnBackdrop}
      {...nativeDialogAttributes}
    >
      <NativeDialogHeader dialogId={id} titleId={titleId} title={title} closeLabel={closeLabel} dialogRef={ref} />
      <Body>{children}</Body>
    </dialog>
  );
}
