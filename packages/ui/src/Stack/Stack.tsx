import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import type { SpaceToken } from '../theme/tokens';

/** The elements a stack may be: a plain box, a landmark, a list, a form or a group of fields. */
export type StackElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'nav'
  | 'header'
  | 'footer'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset';

export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export interface StackOwnProps {
  /** `column` (default) lays the children out top to bottom, `row` side by side. */
  direction?: 'column' | 'row';
  /** The space between children, a `space` token (`4` = 16px). No gap by default. */
  gap?: SpaceToken;
  /** Cross-axis alignment (`align-items`); stretch by default, as a flex box does. */
  align?: StackAlign;
  /** Main-axis distribution (`justify-content`). */
  justify?: StackJustify;
  /** Let children flow onto further lines (a row of buttons or chips on a narrow screen). */
  wrap?: boolean;
  children?: ReactNode;
}

export type StackProps<E extends StackElement = 'div'> = StackOwnProps & {
  /** The element rendered (`div` default). Lists lose their bullets and indent; a fieldset its border. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof StackOwnProps | 'as'>;

const alignValues: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValues: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

interface StackStyleProps {
  as?: StackElement;
  direction: 'column' | 'row';
  gap?: SpaceToken | undefined;
  align?: StackAlign | undefined;
  justify?: StackJustify | undefined;
  wrap?: boolean | undefined;
}

const StackRoot = styled('div', {
  shouldForwardProp: withoutProps('direction', 'gap', 'align', 'justify', 'wrap'),
})<StackStyleProps>(({ as, direction, gap, align, justify, wrap }) => ({
  display: 'flex',
  flexDirection: direction,
  gap: gap === undefined ? undefined : theme.space[gap],
  alignItems: align === undefined ? undefined : alignValues[align],
  justifyContent: justify === undefined ? undefined : justifyValues[justify],
  flexWrap: wrap ? 'wrap' : undefined,
  // The box of a list or a fieldset is the stack's own: no bullets, indent, border or default margins. A caller's
  // `css` comes after these, so it still wins.
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
  // A fieldset is as wide as its content by default (`min-width: min-content`); a stack shrinks like a div.
  minWidth: as === 'fieldset' ? 0 : undefined,
}));

/**
 * Lays its children out in a column or a row with a token gap: the page's forms, lists of cards, rows of buttons.
 * The app composes with it instead of writing `display: flex` by hand.
 */
export function Stack<E extends StackElement = 'div'>({
  as,
  direction = 'column',
  gap,
  align,
  justify,
  wrap,
  children,
  ...rest
}: StackProps<E>) {
  return (
    <StackRoot
      as={as ?? 'div'}
      direction={direction}
      gap={gap}
      align={align}
      justify={justify}
      wrap={wrap}
      {...(rest as Record<string, unknown>)}
    >
      {children}
    </StackRoot>
  );
}
