import type { CSSObject } from '@emotion/react';
import { RenderContent, stateOf, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Carousel, Heading, Icon, Text, theme, type SlideWidths } from '@ridgeline/ui';
import { useId } from 'react';
import { CardHeadingLevel } from '../card/Card';
import { nonEmpty } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import type { CardCarouselContent, DesktopCardDisplay } from './types';

export type CardCarouselProps = BlockProps<CardCarouselContent>;

/** Home carousels show at most 10 slides (seeds §9). */
export const MAX_CARDS = 10;

/** Slide widths (seeds §9): default 80% / 50% / 33.333%, Compact 80% / 33.333% / 25%. */
export const CARD_SLIDE_WIDTHS: Record<'default' | 'Compact', SlideWidths> = {
  default: { base: '80%', md: '50%', lg: '33.333%' },
  Compact: { base: '80%', md: '33.333%', lg: '25%' },
};

export function cardSlideWidths(display: DesktopCardDisplay | undefined): SlideWidths {
  return display === 'Compact' ? CARD_SLIDE_WIDTHS.Compact : CARD_SLIDE_WIDTHS.default;
}

const rootStyles: CSSObject = {
  maxWidth: theme.sizes.content,
  marginInline: 'auto',
  paddingBlock: theme.space[8],
  paddingInline: theme.space[4],
  [theme.mq.up('lg')]: { paddingInline: theme.space[8] },
};

const headerStyles: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space[2],
  marginBottom: theme.space[6],
};

const headerLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  color: theme.colors.text.brand,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: theme.space[1],
  width: 'auto',
};

/** Grid Viznav on desktop: every card in a grid, four columns. */
const gridStyles: CSSObject = {
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.mq.up('lg')]: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space[6] },
};
const belowDesktop: CSSObject = { [theme.mq.up('lg')]: { display: 'none' } };

/**
 * A header (headline, sub-header, optional link) and the Card items in a ui `Carousel` (APG
 * carousel). `desktopCardDisplay` picks the slide widths; `Grid Viznav` lays every card out as a
 * grid from 992 px and keeps the carousel below. The carousel region is named by the header text
 * (the root is not a landmark, so the page gets one region per carousel, not two with one name). Cards render through `<RenderContent>`, so each is
 * validated and fails on its own; in production a failed card takes no slide.
 */
export function CardCarousel({ content, rootProps }: CardCarouselProps) {
  const ctx = useRenderContext();
  const headingId = useId();
  const { header } = content;
  const display: DesktopCardDisplay = content.desktopCardDisplay ?? 'default';
  const hasHeading = nonEmpty(header?.headerText);
  const cards = (Array.isArray(content.cardComponentType) ? content.cardComponentType : [])
    .filter((card) => !(ctx.mode === 'production' && stateOf(card)?.status === 'failed'))
    .slice(0, MAX_CARDS);
  const label = hasHeading ? header.headerText! : 'Cards';

  const carousel = (
    <Carousel label={label} slideWidths={cardSlideWidths(display)} gap={4} slidesToScroll={1} previousLabel="Previous cards" nextLabel="Next cards">
      {cards.map((card, index) => (
        <RenderContent key={card?._meta?.deliveryId ?? index} content={card} />
      ))}
    </Carousel>
  );

  return (
    <div {...rootProps} data-card-display={display} css={rootStyles}>
      {hasHeading || nonEmpty(header?.subHeaderText) || nonEmpty(header?.linkText) ? (
        <div data-card-carousel-header="" css={headerStyles}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
            {hasHeading ? (
              <Heading id={headingId} level={2} size="2xl">
                {header.headerText}
              </Heading>
            ) : null}
            {nonEmpty(header?.subHeaderText) ? <Text color="secondary">{header.subHeaderText}</Text> : null}
          </div>
          {nonEmpty(header?.linkText) ? (
            <LinkArea link={header.link} linkTarget={header.linkTarget} css={headerLinkStyles} data-card-carousel-link="">
              {header.linkText}
              <Icon name="arrow-forward" />
            </LinkArea>
          ) : null}
        </div>
      ) : null}
      <CardHeadingLevel level={hasHeading ? 3 : 2}>
        {display === 'Grid Viznav' ? (
          <>
            <div data-card-layout="carousel" css={belowDesktop}>
              {carousel}
            </div>
            <ul data-card-layout="grid" aria-label={label} css={gridStyles}>
              {cards.map((card, index) => (
                <li key={card?._meta?.deliveryId ?? index}>
                  <RenderContent content={card} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div data-card-layout="carousel">{carousel}</div>
        )}
      </CardHeadingLevel>
    </div>
  );
}
