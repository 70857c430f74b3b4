import type { CSSObject } from '@emotion/react';
import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Heading, theme } from '@ridgeline/ui';
import { useId } from 'react';
import { buttonVariantFromCms, nonEmpty } from '../shared/cms';
import { CtaLinkButton } from '../shared/CtaLinkButton';
import { fixedSizeImage } from '../shared/responsiveImage';
import type { ButtonGroupContent } from './types';

export type ButtonGroupProps = BlockProps<ButtonGroupContent>;

/** Avatar edge in CSS px (the `xl` icon size); the image is offered at 1x, 2x and 3x. */
const AVATAR_PX = 32;

const listBase: CSSObject = {
  display: 'flex',
  gap: theme.space[2],
  listStyle: 'none',
  margin: 0,
  // Room for the focus ring so it is never clipped by the scroll container.
  padding: theme.space[1],
  '& > li': { flexShrink: 0 },
};

const overflowList: CSSObject = {
  ...listBase,
  flexWrap: 'nowrap',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: theme.space[4],
  overscrollBehaviorX: 'contain',
  '& > li': { flexShrink: 0, scrollSnapAlign: 'start' },
  // Keyboard users tab through the links; the browser scrolls each focused link into view.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
};

const stackList: CSSObject = { ...listBase, flexWrap: 'wrap' };

/** A row of link buttons with an optional section header and small round avatars. */
export function ButtonGroup({ content, rootProps }: ButtonGroupProps) {
  const ctx = useRenderContext();
  const headerId = useId();
  const header = content.headerText?.sectionHeaderText;
  const inline = content.headerText?.placement === 'Inline';
  const overflow = content.responsiveBehavior !== 'Content Stack';
  const variant = buttonVariantFromCms(content.buttonStyle);
  const buttons = (content.buttons ?? []).filter((button) => nonEmpty(button?.text) && nonEmpty(button?.url));

  return (
    <div
      {...rootProps}
      data-placement={inline ? 'inline' : 'above'}
      data-behavior={overflow ? 'overflow' : 'stack'}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space[3],
        maxWidth: theme.sizes.content,
        marginInline: 'auto',
        paddingBlock: theme.space[6],
        paddingInline: theme.space[4],
        ...(inline ? { [theme.mq.up('md')]: { flexDirection: 'row', alignItems: 'center', gap: theme.space[6] } } : {}),
      }}
    >
      {nonEmpty(header) ? (
        <Heading id={headerId} level={2} size="xl" css={{ flexShrink: 0 }}>
          {header}
        </Heading>
      ) : null}
      <ul
        aria-labelledby={nonEmpty(header) ? headerId : undefined}
        css={[overflow ? overflowList : stackList, { minWidth: 0 }]}
      >
        {buttons.map((button, index) => {
          const avatar = button.avatar?.src ? (
            <img
              {...fixedSizeImage(button.avatar.src, { width: AVATAR_PX, height: AVATAR_PX }, ctx)}
              alt={button.avatar.name ?? ''}
              loading="lazy"
              decoding="async"
              data-avatar=""
              css={{
                width: theme.sizes.icon.xl,
                height: theme.sizes.icon.xl,
                borderRadius: theme.radii.full,
                objectFit: 'cover',
                flexShrink: 0,
              }}
            />
          ) : undefined;
          return (
            <li key={`${index}-${button.url}`}>
              <CtaLinkButton button={button} variant={variant} color="brand" startIcon={avatar} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
