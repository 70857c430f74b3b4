import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { m } from 'framer-motion';
import { theme } from '../theme/theme';

const Backdrop = styled(m.div)({
  position: 'fixed',
  inset: 0,
  background: theme.colors.overlay,
});

/** The dimmed backdrop; a click on it closes the dialog (Radix "pointer down outside"). */
export function Overlay({ zIndex }: { zIndex: number }) {
  return (
    <Dialog.Overlay asChild forceMount>
      <Backdrop
        style={{ zIndex }}
        data-dialog-overlay=""
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={{ duration: theme.motionDurations.normal, ease: theme.easings.standardCurve }}
      />
    </Dialog.Overlay>
  );
}
