import styled from '@emotion/styled';
import { useReducedMotion } from 'framer-motion';
import { DialogFrame } from '../internal/DialogFrame';
import type { DialogPartProps } from '../internal/dialogShell';
import { theme } from '../theme/theme';

export type ModalDialogProps = DialogPartProps;

// The positioning layer is static; only the panel animates, so transforms never fight the centring.
const Centre = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.modal,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[4],
  pointerEvents: 'none',
});

const modalPanel = {
  width: theme.sizes.modal,
  maxHeight: `calc(100dvh - 2 * ${theme.space[4]})`,
  borderRadius: theme.radii.lg,
  pointerEvents: 'auto',
} as const;

/** The dialog part of `Modal` (its own chunk, fetched on first open): the shared dialog frame, centred, scaling in. */
export function ModalDialog(dialog: ModalDialogProps) {
  const reduceMotion = useReducedMotion();
  return (
    <DialogFrame
      {...dialog}
      zIndex={theme.zIndices.modal}
      panelStyle={modalPanel}
      layer={Centre}
      hidden={reduceMotion ? { opacity: 0 } : { opacity: 0, scale: 0.96, y: 8 }}
      shown={reduceMotion ? { opacity: 1 } : { opacity: 1, scale: 1, y: 0 }}
    />
  );
}
