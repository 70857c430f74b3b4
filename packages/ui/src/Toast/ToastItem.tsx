import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import { TOAST_PLACEMENT } from './placement';
import type { ToastStatus } from './types';

const statusIcon: Record<ToastStatus, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'warning',
  error: 'error-circle',
};

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${theme.space[2]} * -1))` },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Root = styled(RadixToast.Root, { shouldForwardProp: withoutProps('status') })<{ status: ToastStatus }>(
  ({ status }) => ({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: theme.space[3],
    padding: theme.space[4],
    background: theme.colors.background.page,
    color: theme.colors.text.primary,
    borderInlineStart: `${theme.space[1]} solid ${theme.colors.status[status].base}`,
    borderRadius: theme.radii.md,
    boxShadow: theme.shadows.lg,
    '&[data-state="open"]': { animation: `${enter} ${theme.durations.normal} ${theme.easings.standard}` },
    '&[data-state="closed"]': { animation: `${exit} ${theme.durations.fast} ${theme.easings.standard}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': {
      animation: `${exit} ${theme.durations.fast} ${theme.easings.standard}`,
      transform: 'translateX(var(--radix-toast-swipe-end-x))',
    },
  }),
);

const StatusIcon = styled.span<{ status: ToastStatus }>(({ status }) => ({
  display: 'inline-flex',
  color: theme.colors.status[status].base,
}));

const Title = styled(RadixToast.Title)({
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.snug,
});

const Description = styled(RadixToast.Description)({
  marginTop: theme.space[1],
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.secondary,
});

const Close = styled(RadixToast.Close)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.sm,
  height: theme.sizes.control.sm,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.full,
  background: 'transparent',
  color: theme.colors.text.primary,
  cursor: 'pointer',
  [theme.mq.hover]: { '&:hover': { background: theme.colors.gray[100] } },
});

export interface ToastItemProps {
  title: ReactNode;
  description?: ReactNode;
  status: ToastStatus;
  duration: number;
  isClosable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
}

/** One toast. Errors and warnings interrupt (`foreground`), others wait politely (`background`). */
export function ToastItem({
  title,
  description,
  status,
  duration,
  isClosable,
  open,
  onOpenChange,
  closeLabel = 'Dismiss',
}: ToastItemProps) {
  return (
    <Root
      status={status}
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={status === 'error' || status === 'warning' ? 'foreground' : 'background'}
      data-status={status}
    >
      <StatusIcon status={status}>
        <Icon name={statusIcon[status]} />
      </StatusIcon>
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {isClosable ? (
        <Close aria-label={closeLabel}>
          <Icon name="close" size="sm" />
        </Close>
      ) : null}
    </Root>
  );
}

/** Top-center below the desktop breakpoint, top-right from it (`TOAST_PLACEMENT`). */
export const ToastViewport = styled(RadixToast.Viewport)({
  ...TOAST_PLACEMENT,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  margin: 0,
  listStyle: 'none',
  outline: 'none',
});
