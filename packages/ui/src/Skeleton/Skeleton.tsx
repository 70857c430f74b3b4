import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { theme } from '../theme/theme';
import type { radii } from '../theme/tokens';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Any CSS length; defaults to the container width. */
  width?: string;
  /** Any CSS length; defaults to one line of text. */
  height?: string;
  radius?: keyof typeof radii;
  /** Shortcut for a circle (`radius="full"` with equal sides). */
  circle?: boolean;
}

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

const SkeletonRoot = styled.span({
  display: 'block',
  background: `linear-gradient(90deg, ${theme.colors.gray[100]} 25%, ${theme.colors.gray[200]} 50%, ${theme.colors.gray[100]} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} ${theme.durations.shimmer} ease-in-out infinite`,
  [theme.mq.reducedMotion]: { animation: 'none', background: theme.colors.gray[100] },
});

/**
 * A loading placeholder. It is hidden from assistive technology: mark the region that is loading
 * with `aria-busy="true"` (and announce completion there) instead of announcing every bone.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'md',
  circle = false,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <SkeletonRoot
      aria-hidden="true"
      data-skeleton=""
      style={{
        width,
        height: circle ? width : height,
        borderRadius: theme.radii[circle ? 'full' : radius],
        ...style,
      }}
      {...rest}
    />
  );
}
