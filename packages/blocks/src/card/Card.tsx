import type { CSSObject } from '@emotion/react';
import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Heading, Image, Text, theme, type HeadingLevel, type SlotWidths } from '@ridgeline/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { nonEmpty } from '../shared/cms';
import { fluidImage, type FluidImageSpec } from '../shared/responsiveImage';
import type { CardContent } from './types';

export type CardProps = BlockProps<CardContent>;

/** Square crop; the candidate widths follow the card's slot (`CardImageSlot`). */
export const CARD_IMAGE: FluidImageSpec = { aspect: '1:1' };

/** A card on its own fills the content box: the viewport, at most 1280 px. */
export const STANDALONE_CARD_SLOT: SlotWidths = { base: '100vw', xl: '1280px' };

/**
 * How wide the card's image is drawn, per breakpoint (its `sizes`): whoever lays cards out (a
 * carousel's slides, a grid) says so; a card on its own takes `STANDALONE_CARD_SLOT`.
 */
const CardImageSlotContext = createContext<SlotWidths>(STANDALONE_CARD_SLOT);

export function CardImageSlot({ widths, children }: { widths: SlotWidths; children?: ReactNode }) {
  return <CardImageSlotContext.Provider value={widths}>{children}</CardImageSlotContext.Provider>;
}

/**
 * Level of a card's headline. A card on its own is a section headline (`h2`, see the heading
 * rule); a card carousel with a header sets `h3` for its cards.
 */
const CardHeadingLevelContext = createContext<HeadingLevel>(2);

export function CardHeadingLevel({ level, children }: { level: HeadingLevel; children?: ReactNode }) {
  return <CardHeadingLevelContext.Provider value={level}>{children}</CardHeadingLevelContext.Provider>;
}

const cardStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  height: '100%',
  margin: 0,
};

/** An image with a headline and optional body copy. The image has no alt text field: it is decorative. */
export function Card({ content, rootProps }: CardProps) {
  const ctx = useRenderContext();
  const level = useContext(CardHeadingLevelContext);
  const slot = useContext(CardImageSlotContext);
  return (
    <article {...rootProps} css={cardStyles}>
      <Image
        {...fluidImage(content.imageObj, CARD_IMAGE, slot, ctx)}
        alt=""
        aspectRatio={1}
        objectFit="cover"
        css={{ borderRadius: theme.radii.lg, marginBottom: theme.space[2] }}
      />
      <Heading level={level} size="lg">
        {content.headlineText}
      </Heading>
      {nonEmpty(content.bodyText) ? (
        <Text size="md" color="secondary">
          {content.bodyText}
        </Text>
      ) : null}
    </article>
  );
}
