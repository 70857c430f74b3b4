import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';

/** Colour pairs for badges; each passes WCAG AA (checked in Badge.test.tsx). */
export const badgeTones = {
  neutral: { background: theme.colors.gray[100], color: theme.colors.gray[800] },
  brand: { background: theme.colors.palettes.brand.base, color: theme.colors.palettes.brand.contrast },
  sale: { background: theme.colors.palettes.sale.base, color: theme.colors.palettes.sale.contrast },
  /** The "New" badge is green (docs/behaviour/product-tile.md#badges). */
  new: { background: theme.colors.status.success.base, color: theme.colors.status.success.contrast },
  /** Yellow highlight (the c_isSale "Sale" badge). */
  highlight: { background: theme.colors.palettes.summer.base, color: theme.colors.palettes.summer.contrast },
  info: { background: theme.colors.status.info.subtle, color: theme.colors.status.info.base },
} as const;

export type BadgeTone = keyof typeof badgeTones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

const BadgeRoot = styled('span', { shouldForwardProp: withoutProps('tone') })<{ tone: BadgeTone }>(({ tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  padding: `${theme.space[1]} ${theme.space[2]}`,
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.none,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  ...badgeTones[tone],
}));

/** A short status label ("New", "Sale", "Member exclusive"). */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <BadgeRoot tone={tone} {...rest}>
      {children}
    </BadgeRoot>
  );
}
