import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import type { ReactNode } from 'react';

export type CartAlertStatus = 'info' | 'warning' | 'error';

const TONES: Record<CartAlertStatus, { border: string; background: string }> = {
  info: { border: '#1d5fa8', background: '#eaf2fb' },
  warning: { border: '#8a5a00', background: '#fff4d6' },
  error: { border: '#a8201a', background: '#fdecea' },
};

const Box = styled.div<{ status: CartAlertStatus }>(({ status }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  margin: `0 0 ${theme.space[4]}`,
  borderInlineStart: `4px solid ${TONES[status].border}`,
  background: TONES[status].background,
  color: '#1a1a1a',
  borderRadius: theme.radii.md,
}));

const Title = styled.p({ margin: 0, fontWeight: 700 });
const Body = styled.p({ margin: `${theme.space[1]} 0 0` });
const Close = styled.button({
  background: 'none',
  border: 0,
  cursor: 'pointer',
  fontSize: '1.25rem',
  lineHeight: 1,
  color: 'inherit',
  padding: theme.space[1],
});

/**
 * An alert of the bag and checkout pages: an info or warning is a polite status, an error is announced at once.
 * `onClose` adds a close button, named `closeLabel` (the page's language; English by default).
 */
export function CartAlert({
  status,
  title,
  children,
  onClose,
  closeLabel = 'Close',
  ...rest
}: {
  status: CartAlertStatus;
  title: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
}) {
  return (
    <Box status={status} role={status === 'error' ? 'alert' : 'status'} data-status={status} {...rest}>
      <div>
        <Title>{title}</Title>
        {children ? <Body>{children}</Body> : null}
      </div>
      {onClose ? (
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </Close>
      ) : null}
    </Box>
  );
}
