import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '../theme/theme';
import type { PaletteName } from '../theme/tokens';
import type { ButtonVariant } from './types';

export type ButtonSize = 'sm' | 'md' | 'lg';

const { colors, space, fontSizes, fontWeights, radii, sizes, durations, easings, lineHeights } = theme;

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  border: '2px solid transparent',
  borderRadius: radii.md,
  fontFamily: 'inherit',
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitUserSelect: 'none',
  userSelect: 'none',
  transition: `background-color ${durations.fast} ${easings.standard}, color ${durations.fast} ${easings.standard}, border-color ${durations.fast} ${easings.standard}`,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: theme.opacities.disabled },
});

const sizeStyles: Record<ButtonSize, SerializedStyles> = {
  sm: css({ minHeight: sizes.control.sm, padding: `0 ${space[3]}`, fontSize: fontSizes.sm }),
  md: css({ minHeight: sizes.control.md, padding: `0 ${space[5]}`, fontSize: fontSizes.md }),
  lg: css({ minHeight: sizes.control.lg, padding: `0 ${space[6]}`, fontSize: fontSizes.lg }),
};

// Hover styles only apply to enabled buttons, so a disabled button never looks interactive.
const enabledHover = '&:not(:disabled):not([aria-disabled="true"]):hover';

function variantStyle(variant: ButtonVariant, color: PaletteName): SerializedStyles {
  const palette = colors.palettes[color];
  switch (variant) {
    case 'solid':
      return css({
        background: palette.base,
        color: palette.contrast,
        borderColor: palette.base,
        [enabledHover]: { background: palette.hover, borderColor: palette.hover },
      });
    case 'outline':
      return css({
        background: 'transparent',
        color: palette.ink,
        borderColor: 'currentColor',
        [enabledHover]: { background: palette.subtle },
      });
    case 'ghost':
      return css({
        background: 'transparent',
        color: palette.ink,
        [enabledHover]: { background: palette.subtle },
      });
    case 'link':
      return css({
        background: 'transparent',
        color: palette.ink,
        minHeight: 'auto',
        padding: 0,
        border: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        [enabledHover]: { textDecorationThickness: '2px' },
      });
  }
}

/** The complete style list for a button; shared by `<button>` and link-buttons. */
export function buttonStyles(variant: ButtonVariant, color: PaletteName, size: ButtonSize, fullWidth: boolean) {
  return [base, sizeStyles[size], variantStyle(variant, color), fullWidth && css({ width: '100%' })];
}
