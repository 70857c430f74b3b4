import { keyframes, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogBodyStyles, dialogFooterStyles } from '../internal/dialogStyles';
import {
  closeOnBackdrop,
  fadeIn,
  nativeDialogAttributes,
  nativeDialogBaseStyles,
  NativeDialogHeader,
} from '../internal/nativeDialog';
import { theme } from '../theme/theme';

export interface NativeModalProps {
  /** Shown as a modal while true. */
  open: boolean;
  /** Called when the shopper closes it (Escape, the close button, the backdrop): the owner sets `open` to false. */
  onClose: () => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Pinned below the scrolling body (e.g. the primary actions). */
  footer?: ReactNode;
  children?: ReactNode;
  /** Extra `data-*` attributes of the dialog. */
  [data: `data-${string}`]: string | undefined;
}

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${theme.space[2]}) scale(0.96)` },
  to: { opacity: 1, transform: 'none' },
});

// Through the `css` prop, not `styled`: styled drops the attributes it does not know (`closedby`).
const DIALOG_STYLES: CSSObject = {
  ...nativeDialogBaseStyles,
  // The user agent's styles centre a modal dialog in the viewport; this sizes it.
  width: theme.sizes.modal,
  maxWidth: '100%',
  maxHeight: `calc(100dvh - 2 * ${theme.space[4]})`,
  borderRadius: theme.radii.lg,
  '&[open]': {
    display: 'flex',
    animation: `${riseIn} ${theme.durations.normal} ${theme.easings.standard}`,
  },
  [theme.mq.reducedMotion]: { '&[open]': { animation: `${fadeIn} ${theme.durations.normal} linear` } },
};

const Body = styled.div(dialogBodyStyles);
const Footer = styled.div(dialogFooterStyles, { flexShrink: 0 });

/**
 * A centred modal on the native `<dialog>`, opened and closed by its `open` prop, for a dialog the page opens itself
 * (a confirmation) rather than a trigger. The browser gives the APG dialog behaviour: the top layer with the rest of
 * the page inert, focus on its first control (the close button), Escape closes, focus goes back to where it was (the
 * control that led to it); a tap on the backdrop closes it too. It rises in with CSS (only fades with reduced motion),
 * so opening it loads no code: unlike `Modal` (Radix Dialog and framer-motion, fetched on first open, about 50 KB),
 * it shows in the same frame as the state that opens it.
 */
export function NativeModal({ open, onClose, title, closeLabel, footer, children, ...data }: NativeModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const ref = useRef<HTMLDialogElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop's click; Escape is the keyboard's way (native)
    <dialog
      {...data}
      css={DIALOG_STYLES}
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClick={closeOnBackdrop}
      {...nativeDialogAttributes}
    >
      <NativeDialogHeader dialogId={id} titleId={titleId} title={title} closeLabel={closeLabel} dialogRef={ref} />
      <Body>{children}</Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </dialog>
  );
}
