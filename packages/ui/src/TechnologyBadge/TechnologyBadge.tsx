import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { theme } from '../theme/theme';
import { technologyBadgeCode, technologyBadgeName } from './technologyBadges';

export interface TechnologyBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The product's technology code (`c_technologyGridBadge`), e.g. `'72'`, `1`, `'200'`. */
  code: string | number | null | undefined;
  /** Chooses the translation (`de`, `es`, `fr`, `it`; English otherwise). */
  locale?: string;
}

const Root = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  color: theme.colors.status.info.base,
});

const Code = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.space[6],
  padding: `0 ${theme.space[1]}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.status.info.base,
  color: theme.colors.status.info.contrast,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The technology badge of a tile: the code padded to two digits and its (translated) name,
 * e.g. "72 Waterproof" / "72 Wasserdicht". Renders nothing for an unknown code.
 */
export function TechnologyBadge({ code, locale = 'en-US', ...rest }: TechnologyBadgeProps) {
  const padded = technologyBadgeCode(code);
  const name = technologyBadgeName(code, locale);
  if (!padded || !name) return null;
  return (
    <Root data-technology-code={padded} {...rest}>
      <Code aria-hidden="true">{padded}</Code>
      <span>{name}</span>
    </Root>
  );
}
