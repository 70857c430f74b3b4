import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';

export type CartAlertStatus = 'info' | 'warning' | 'error';

const Box = styled('div', { shouldForwardProp: withoutProps('status') })<{ status: CartAlertStatus }>(({ status }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  margin: `0 0 ${theme.space[4]}`,
  borderInlineStart: `4px solid ${theme.colors.status[status].base}`,
  background: theme.colors.status[status].subtle,
  color: theme.colors.text.primary,
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

export interface CartAlertProps {
  status: CartAlertStatus;
  title: ReactNode;
  children?: ReactNode;
  /** Adds a close button named `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  /**
   * A live region of its own (default true). False for content that changes too often to announce every change (a
   * countdown): the caller announces its meaningful moments in a live region of its own.
   */
  live?: boolean;
  /**
   * Takes focus when the page loads (`autofocus`, in the server HTML too): a refused form's message, where a keyboard
   * or screen-reader user must start again.
   */
  focusOnLoad?: boolean;
  'data-testid'?: string;
}

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
  live = true,
  focusOnLoad = false,
  ...rest
}: CartAlertProps) {
  const role = live ? (status === 'error' ? 'alert' : 'status') : undefined;
  const focus = focusOnLoad ? { tabIndex: -1, autoFocus: true } : {};
  return (
    <Box status={status} role={role} data-status={status} {...focus} {...rest}>
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
