import type { CSSObject } from '@emotion/react';
import { imageSrcSet, imageUrl, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Heading, Image, Text, theme, type HeadingLevel } from '@ridgeline/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { nonEmpty } from '../shared/cms';
import type { CardContent } from './types';

export type CardProps = BlockProps<CardContent>;

/** Square crop, requested at 1x and 2x (a desktop slide is at most about 480 px wide). */
export const CARD_IMAGE = { width: 640, height: 640, aspect: '1:1' } as const;

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
  return (
    <article {...rootProps} css={cardStyles}>
      <Image
        src={imageUrl(content.imageObj, CARD_IMAGE, ctx)}
        srcSet={imageSrcSet(content.imageObj, CARD_IMAGE, ctx)}
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
