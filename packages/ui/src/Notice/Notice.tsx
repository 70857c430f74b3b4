import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import type { StatusName } from '../theme/tokens';

export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  /** The status colour pair: a `status.*.base` border around a `status.*.subtle` fill. */
  tone?: StatusName;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const NoticeRoot = styled('div', { shouldForwardProp: withoutProps('tone') })<{ tone: StatusName }>(({ tone }) => ({
  padding: theme.space[3],
  border: `1px solid ${theme.colors.status[tone].base}`,
  borderRadius: theme.radii.md,
  background: theme.colors.status[tone].subtle,
  color: theme.colors.text.primary,
}));

/**
 * An inline message in the page's flow: a form's error, a saved confirmation, an offline hint. It sets no role: the
 * caller decides how it is announced (`role="alert"` for an error that appears after an action, `role="status"` for
 * a confirmation, none for text that is there from the start).
 */
export function Notice({ tone = 'info', children, ...rest }: NoticeProps) {
  return (
    <NoticeRoot tone={tone} {...rest}>
      {children}
    </NoticeRoot>
  );
}
