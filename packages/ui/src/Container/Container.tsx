import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { theme } from '../theme/theme';
import type { ContainerWidth, SpaceToken } from '../theme/tokens';
import { Stack, type StackElement, type StackProps } from '../Stack/Stack';

export type ContainerProps<E extends StackElement = 'div'> = StackProps<E> & {
  /** The content column's max width, a `sizes.container` token (`xl` = the site's content width, default). */
  width?: ContainerWidth;
  /** Space above the content (and below, unless `paddingBlockEnd` is given); `8` (32px) by default. */
  paddingBlock?: SpaceToken;
  /** Space below the content when it differs from the space above (a page that ends with a longer gap). */
  paddingBlockEnd?: SpaceToken;
};

// The generic `Stack` seen as one plain component, so Emotion's `css` prop types on it (it has `className`).
const AnyStack = Stack as unknown as ComponentType<{ className?: string }>;

/**
 * A page's content column: centred, at most `width` wide, with the page's side gutter (`space[4]`) and a token
 * padding above and below. It is a `Stack`, so `gap`, `align` and `as` (`main`, `section`, …) work as there.
 */
export function Container<E extends StackElement = 'div'>({
  width = 'xl',
  paddingBlock = 8,
  paddingBlockEnd,
  ...stackProps
}: ContainerProps<E>) {
  return (
    <AnyStack
      css={css({
        width: '100%',
        maxWidth: theme.sizes.container[width],
        marginLeft: 'auto',
        marginRight: 'auto',
        padding: `${theme.space[paddingBlock]} ${theme.space[4]} ${theme.space[paddingBlockEnd ?? paddingBlock]}`,
      })}
      {...stackProps}
    />
  );
}
