import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';

const Header = styled.div({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`,
});

const Title = styled(Dialog.Title)({
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.snug,
  paddingTop: theme.space[2],
});

const Description = styled(Dialog.Description)({
  padding: `0 ${theme.space[6]} ${theme.space[2]}`,
  color: theme.colors.text.secondary,
  fontSize: theme.fontSizes.sm,
});

export const CloseButton = styled(Dialog.Close)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: theme.sizes.control.md,
  height: theme.sizes.control.md,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.full,
  background: 'transparent',
  color: theme.colors.text.primary,
  cursor: 'pointer',
  [theme.mq.hover]: { '&:hover': { background: theme.colors.gray[100] } },
});

export interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
}

/** Title (the dialog's accessible name), optional description and the close button. */
export function DialogHeader({ title, description, closeLabel }: DialogHeaderProps) {
  return (
    <>
      <Header>
        <Title>{title}</Title>
        <CloseButton aria-label={closeLabel}>
          <Icon name="close" size="lg" />
        </CloseButton>
      </Header>
      {description ? <Description>{description}</Description> : null}
    </>
  );
}

export const DialogBody = styled.div({
  flex: '1 1 auto',
  overflowY: 'auto',
  padding: `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`,
});

export const DialogFooter = styled.div({
  display: 'flex',
  gap: theme.space[3],
  justifyContent: 'flex-end',
  padding: `${theme.space[4]} ${theme.space[6]}`,
  borderTop: `1px solid ${theme.colors.border.subtle}`,
});
