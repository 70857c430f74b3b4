import type { CSSObject } from '@emotion/react';
import { RenderContent, stateOf, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { carouselWordsOf } from '@ridgeline/commerce';
import { Carousel, slideSlotWidths, theme, type SlideWidths, type SlotWidths } from '@ridgeline/ui';
import { CardHeadingLevel, CardImageSlot } from '../card/Card';
import { nonEmpty } from '../shared/cms';
import { SectionHeader, sectionRootStyles } from '../shared/SectionHeader';
import type { CardCarouselContent, DesktopCardDisplay } from './types';

export type CardCarouselProps = BlockProps<CardCarouselContent>;

/** Home carousels show at most 10 slides (docs/behaviour/blocks.md#card-carousel). */
export const MAX_CARDS = 10;

/** Slide widths (docs/behaviour/blocks.md#card-carousel): default 80% / 50% / 33.333%, Compact 80% / 33.333% / 25%. */
export const CARD_SLIDE_WIDTHS: Record<'default' | 'Compact', SlideWidths> = {
  default: { base: '80%', md: '50%', lg: '33.333%' },
  Compact: { base: '80%', md: '33.333%', lg: '25%' },
};

export function cardSlideWidths(display: DesktopCardDisplay | undefined): SlideWidths {
  return display === 'Compact' ? CARD_SLIDE_WIDTHS.Compact : CARD_SLIDE_WIDTHS.default;
}

/** The carousel's width: the viewport (less a little padding), from xl the 1280 px content box less its 32 px padding. */
const CAROUSEL_WIDTHS: SlotWidths = { base: '100vw', xl: '1216px' };

/** A card's image width per breakpoint in the carousel, for its `sizes`. */
export function cardSlotWidths(display: DesktopCardDisplay | undefined): SlotWidths {
  return slideSlotWidths(cardSlideWidths(display), CAROUSEL_WIDTHS);
}

/** A card in the desktop grid (shown from lg): a quarter of the row, of the 1216 px box from xl (less the gaps). */
export const GRID_CARD_SLOT: SlotWidths = { base: '25vw', xl: '286px' };

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
  const carouselWords = carouselWordsOf(ctx);
  const { header } = content;
  const display: DesktopCardDisplay = content.desktopCardDisplay ?? 'default';
  const hasHeading = nonEmpty(header?.headerText);
  const cards = (Array.isArray(content.cardComponentType) ? content.cardComponentType : [])
    .filter((card) => !(ctx.mode === 'production' && stateOf(card)?.status === 'failed'))
    .slice(0, MAX_CARDS);
  const label = hasHeading ? header.headerText! : 'Cards';

  const carousel = (
    <CardImageSlot widths={cardSlotWidths(display)}>
      <Carousel
        label={label}
        slideWidths={cardSlideWidths(display)}
        gap={4}
        slidesToScroll={1}
        previousLabel="Previous cards"
        nextLabel="Next cards"
        {...(carouselWords ? { words: carouselWords } : {})}
      >
        {cards.map((card, index) => (
          <RenderContent key={card?._meta?.deliveryId ?? index} content={card} />
        ))}
      </Carousel>
    </CardImageSlot>
  );

  return (
    <div {...rootProps} data-card-display={display} css={sectionRootStyles}>
      <SectionHeader header={header} part="card-carousel" />
      <CardHeadingLevel level={hasHeading ? 3 : 2}>
        {display === 'Grid Viznav' ? (
          <>
            <div data-card-layout="carousel" css={belowDesktop}>
              {carousel}
            </div>
            <CardImageSlot widths={GRID_CARD_SLOT}>
              <ul data-card-layout="grid" aria-label={label} css={gridStyles}>
                {cards.map((card, index) => (
                  <li key={card?._meta?.deliveryId ?? index}>
                    <RenderContent content={card} />
                  </li>
                ))}
              </ul>
            </CardImageSlot>
          </>
        ) : (
          <div data-card-layout="carousel">{carousel}</div>
        )}
      </CardHeadingLevel>
    </div>
  );
}
