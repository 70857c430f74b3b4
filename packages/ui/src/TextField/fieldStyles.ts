import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '../theme/theme';

export type FieldSize = 'sm' | 'md' | 'lg';

const { colors, space, fontSizes, fontWeights, lineHeights, radii, sizes, durations, easings, opacities } = theme;

/** The visible label above a form control. */
export const fieldLabelStyles = css({
  display: 'block',
  marginBottom: space[1],
  color: colors.text.primary,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.snug,
});

/** Help text under a control (linked with `aria-describedby`). */
export const fieldDescriptionStyles = css({
  margin: `${space[1]} 0 0`,
  color: colors.text.secondary,
  fontSize: fontSizes.xs,
  lineHeight: lineHeights.normal,
});

/** The error message under a control (`role="alert"`, linked with `aria-describedby`). */
export const fieldErrorStyles = css({
  margin: `${space[1]} 0 0`,
  color: colors.status.error.base,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.normal,
});

const controlBase = css({
  display: 'block',
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${colors.border.strong}`,
  borderRadius: radii.md,
  background: colors.background.page,
  color: colors.text.primary,
  fontFamily: 'inherit',
  lineHeight: lineHeights.normal,
  transition: `border-color ${durations.fast} ${easings.standard}`,
  '&::placeholder': { color: colors.text.muted, opacity: 1 },
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
  '&[aria-invalid="true"]': { borderColor: colors.status.error.base },
  '&:disabled': { cursor: 'not-allowed', opacity: opacities.disabled, background: colors.background.muted },
});

const controlSizes: Record<FieldSize, SerializedStyles> = {
  sm: css({ minHeight: sizes.control.sm, padding: `0 ${space[2]}`, fontSize: fontSizes.sm }),
  md: css({ minHeight: sizes.control.md, padding: `0 ${space[3]}`, fontSize: fontSizes.md }),
  lg: css({ minHeight: sizes.control.lg, padding: `0 ${space[4]}`, fontSize: fontSizes.lg }),
};

/**
 * The bordered box of a text-like control (`<input>`, `<select>`, `<textarea>`) at a control height
 * from `sizes.control`. `TextField` uses it; use it directly for a native `<select>`.
 */
export function fieldControlStyles(size: FieldSize = 'md') {
  return [controlBase, controlSizes[size]];
}
