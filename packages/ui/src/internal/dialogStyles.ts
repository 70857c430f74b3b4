import type { CSSObject } from '@emotion/react';
import { theme } from '../theme/theme';

// A dialog's header, title, close button and scrolling body, as style objects only: the Radix-based frame
// (`DialogHeader`) and the native drawer (`NativeDrawer`) look the same, and the native drawer must not import Radix.

export const dialogHeaderStyles: CSSObject = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`,
};

export const dialogTitleStyles: CSSObject = {
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.snug,
  paddingTop: theme.space[2],
};

export const dialogCloseButtonStyles: CSSObject = {
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
};

export const dialogBodyStyles: CSSObject = {
  flex: '1 1 auto',
  overflowY: 'auto',
  padding: `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`,
};

export const dialogFooterStyles: CSSObject = {
  display: 'flex',
  gap: theme.space[3],
  justifyContent: 'flex-end',
  padding: `${theme.space[4]} ${theme.space[6]}`,
  borderTop: `1px solid ${theme.colors.border.subtle}`,
};
