import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import type { FontSize, TextColor } from '../theme/tokens';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** Document-outline level: renders `<h1>`…`<h6>`. Choose it for structure, not looks. */
  level?: HeadingLevel;
  /** Visual size, independent of `level`. Defaults to the level's size. */
  size?: FontSize;
  color?: TextColor | 'inherit';
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** Default visual size per level; responsive from the desktop breakpoint for the two largest. */
const sizeForLevel: Record<HeadingLevel, FontSize> = { 1: '4xl', 2: '3xl', 3: '2xl', 4: 'xl', 5: 'lg', 6: 'md' };
const mobileStepDown: Partial<Record<FontSize, FontSize>> = { '6xl': '4xl', '5xl': '4xl', '4xl': '3xl', '3xl': '2xl' };

interface HeadingStyleProps {
  size: FontSize;
  textColor: TextColor | 'inherit';
  align: 'start' | 'center' | 'end';
}

const HeadingRoot = styled('h2', { shouldForwardProp: withoutProps('size', 'textColor', 'align') })<HeadingStyleProps>(
  ({ size, textColor, align }) => ({
    fontFamily: theme.fonts.heading,
    fontWeight: theme.fontWeights.bold,
    lineHeight: theme.lineHeights.tight,
    color: textColor === 'inherit' ? 'inherit' : theme.colors.text[textColor],
    textAlign: align,
    overflowWrap: 'break-word',
    // Large headings step down a size on small screens so long words do not overflow.
    fontSize: theme.fontSizes[mobileStepDown[size] ?? size],
    [theme.mq.up('lg')]: { fontSize: theme.fontSizes[size] },
  }),
);

export function Heading({ level = 2, size, color = 'primary', align = 'start', children, ...rest }: HeadingProps) {
  return (
    <HeadingRoot as={`h${level}`} size={size ?? sizeForLevel[level]} textColor={color} align={align} {...rest}>
      {children}
    </HeadingRoot>
  );
}
