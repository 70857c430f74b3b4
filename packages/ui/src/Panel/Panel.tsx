import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { theme } from '../theme/theme';
import type { SpaceToken } from '../theme/tokens';
import { Stack, type StackElement, type StackProps } from '../Stack/Stack';

export type PanelTone = 'plain' | 'subtle';

export type PanelProps<E extends StackElement = 'div'> = StackProps<E> & {
  /** `plain` (the page background, default) or `subtle` (a faint gray fill that sets the panel apart). */
  tone?: PanelTone;
  /** A `border.default` line around the panel (default); off for a filled panel that needs none. */
  bordered?: boolean;
  /** Inner space, a `space` token (`4` = 16px, default). */
  padding?: SpaceToken;
  /** Corner radius: `lg` (8px, a card, default) or `md` (4px, a banner inside a form). */
  radius?: 'md' | 'lg';
};

const toneBackgrounds: Record<PanelTone, string> = {
  plain: theme.colors.background.page,
  subtle: theme.colors.background.subtle,
};

// The generic `Stack` seen as one plain component, so Emotion's `css` prop types on it (it has `className`).
const AnyStack = Stack as unknown as ComponentType<{ className?: string }>;

/**
 * A bordered (or tinted) box that groups related content: an address card, an order summary, a profile banner.
 * It is a `Stack`, so `gap`, `direction` and `as` (`li`, `section`, `aside`, …) work as there.
 */
export function Panel<E extends StackElement = 'div'>({
  tone = 'plain',
  bordered = true,
  padding = 4,
  radius = 'lg',
  ...stackProps
}: PanelProps<E>) {
  return (
    <AnyStack
      css={css({
        padding: theme.space[padding],
        border: bordered ? `1px solid ${theme.colors.border.default}` : 0,
        borderRadius: theme.radii[radius],
        background: toneBackgrounds[tone],
      })}
      {...stackProps}
    />
  );
}
