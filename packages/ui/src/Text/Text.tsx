import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import type { FontSize, FontWeight, TextColor } from '../theme/tokens';

export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  as?: TextElement;
  size?: FontSize;
  weight?: FontWeight;
  /** A text colour token; every one of them passes AA on the page background. */
  color?: TextColor | 'inherit';
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

interface TextStyleProps {
  size: FontSize;
  weight: FontWeight;
  textColor: TextColor | 'inherit';
  align?: 'start' | 'center' | 'end';
}

const TextRoot = styled('p', {
  shouldForwardProp: withoutProps('size', 'weight', 'textColor', 'align'),
})<TextStyleProps>(({ size, weight, textColor, align }) => ({
  fontSize: theme.fontSizes[size],
  fontWeight: theme.fontWeights[weight],
  lineHeight: theme.lineHeights.normal,
  color: textColor === 'inherit' ? 'inherit' : theme.colors.text[textColor],
  textAlign: align,
}));

/** Body copy with typed size, weight and colour tokens. */
export function Text({
  as = 'p',
  size = 'md',
  weight = 'regular',
  color = 'inherit',
  align,
  children,
  ref,
  ...rest
}: TextProps) {
  return (
    // The element is chosen at runtime through `as`, so the ref is typed as the common HTMLElement.
    <TextRoot
      ref={ref as Ref<HTMLParagraphElement>}
      as={as}
      size={size}
      weight={weight}
      textColor={color}
      align={align}
      {...rest}
    >
      {children}
    </TextRoot>
  );
}
