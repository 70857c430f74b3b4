import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { theme } from '../theme/theme';

/**
 * The highest count a badge shows as a number; above it reads `{limit}+`. The requirements name the limit but give no
 * value: 9 keeps the badge one character wide (two with the plus) on a 20 px icon.
 */
export const COUNT_BADGE_DISPLAY_LIMIT = 9;

/** `count` as a badge shows it: the number up to `limit`, `{limit}+` above it; `''` for no count (0, negative, NaN). */
export function formatBadgeCount(count: number, limit: number = COUNT_BADGE_DISPLAY_LIMIT): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > limit ? `${limit}+` : String(whole);
}

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count; nothing renders for 0 or less. */
  count: number;
  /** Above this the badge reads `{limit}+`. Default `COUNT_BADGE_DISPLAY_LIMIT` (9). */
  limit?: number;
}

const Root = styled.span({
  position: 'absolute',
  top: '-6px',
  right: '-8px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${theme.space[1]}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radii.full,
  background: theme.colors.palettes.brand.base,
  color: theme.colors.palettes.brand.contrast,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.none,
  pointerEvents: 'none',
});

/**
 * A small count over an icon (the bag's item count). Decorative: the control it sits on carries the count in its
 * accessible name, so the badge is `aria-hidden`. Give that control its name as (visually hidden) text rather than
 * `aria-label`: a label that does not contain the visible "9+" fails WCAG 2.5.3 (label in name). Place it in a
 * `position: relative` box.
 */
export function CountBadge({ count, limit = COUNT_BADGE_DISPLAY_LIMIT, ...rest }: CountBadgeProps) {
  const text = formatBadgeCount(count, limit);
  if (!text) return null;
  return (
    <Root aria-hidden data-count-badge={text} {...rest}>
      {text}
    </Root>
  );
}
