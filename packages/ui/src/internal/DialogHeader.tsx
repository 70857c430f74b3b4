import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import {
  dialogBodyStyles,
  dialogCloseButtonStyles,
  dialogFooterStyles,
  dialogHeaderStyles,
  dialogTitleStyles,
} from './dialogStyles';

const Header = styled.div(dialogHeaderStyles);

const Title = styled(Dialog.Title)(dialogTitleStyles);

const Description = styled(Dialog.Description)({
  padding: `0 ${theme.space[6]} ${theme.space[2]}`,
  color: theme.colors.text.secondary,
  fontSize: theme.fontSizes.sm,
});

export const CloseButton = styled(Dialog.Close)(dialogCloseButtonStyles);

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

export const DialogBody = styled.div(dialogBodyStyles);

export const DialogFooter = styled.div(dialogFooterStyles);
