import type { CSSObject } from '@emotion/react';
import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { carouselWordsOf } from '@ridgeline/commerce';
import {
  Carousel,
  Heading,
  Image,
  MotionScope,
  Text,
  easings,
  mediaCondition,
  slideSlotWidths,
  theme,
  type SlideWidths,
  type SlotWidths,
} from '@ridgeline/ui';
import { m, useInView } from 'framer-motion';
import { useId, useRef } from 'react';
import { messagingTextColor } from '../messaging-banner/MessagingBanner';
import { nonEmpty, paletteOf } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import { fluidImage, type FluidImageSpec } from '../shared/responsiveImage';
import { useMediaQuery } from '../shared/useMediaQuery';
import type { StoryCard, StorySliderContent } from './types';

export type StorySliderProps = BlockProps<StorySliderContent>;

/** docs/behaviour/blocks.md#story-slider: at most 10 slides, in-view threshold 0.7, animation 0.8 s, story card gap 4. */
export const STORY_SLIDER = { maxSlides: 10, inViewAmount: 0.7, animationSeconds: 0.8, cardGap: 4 } as const;

/** Crops; the candidate widths follow the slots below. */
export const STORY_CARD_IMAGE: FluidImageSpec = { aspect: '4:5' };
export const STORY_BACKGROUND_IMAGE: FluidImageSpec = { aspect: '16:9' };

/** The background spans the block, which spans the viewport. */
export const STORY_BACKGROUND_SLOT: SlotWidths = { base: '100vw' };

/** Slide widths: beside the title card the slider has two thirds of the row on desktop. */
export const STORY_SLIDE_WIDTHS: Record<'withTitleCard' | 'withoutTitleCard', SlideWidths> = {
  withTitleCard: { base: '80%', md: '50%', lg: '50%', xl: '40%' },
  withoutTitleCard: { base: '80%', md: '50%', lg: '33.333%', xl: '25%' },
};

/** A story card's image width per breakpoint: its slide's share of the slider, which beside the title card has two thirds of the row from lg. */
export const STORY_CARD_SLOTS: Record<keyof typeof STORY_SLIDE_WIDTHS, SlotWidths> = {
  withTitleCard: slideSlotWidths(STORY_SLIDE_WIDTHS.withTitleCard, { base: '100vw', lg: '66.7vw' }),
  withoutTitleCard: slideSlotWidths(STORY_SLIDE_WIDTHS.withoutTitleCard),
};

/**
 * `static`: no motion (server render, below 992 px, or prefers-reduced-motion): everything in place.
 * `waiting`: wide screen, not yet 70% in view: slider off to the side, background image showing.
 * `entered`: the slider has slid in and the background image out (0.8 s).
 */
export type StoryPhase = 'static' | 'waiting' | 'entered';

const rootStyles: CSSObject = {
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  paddingBottom: theme.space[8],
  [theme.mq.up('lg')]: {
    display: 'grid',
    alignItems: 'center',
    gap: theme.space[8],
    padding: theme.space[12],
  },
};

const backgroundStyles: CSSObject = {
  position: 'relative',
  zIndex: 0,
  [theme.mq.up('lg')]: { position: 'absolute', inset: 0 },
};

const backgroundFrame: CSSObject = {
  [theme.mq.up('lg')]: { height: '100%', aspectRatio: 'auto' },
};

const titleCardStyles: CSSObject = {
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[6],
  marginInline: theme.space[4],
  marginTop: `calc(${theme.space[12]} * -1)`,
  marginBottom: theme.space[6],
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.md,
  [theme.mq.up('lg')]: { margin: 0, padding: theme.space[8] },
};

const sliderStyles: CSSObject = {
  position: 'relative',
  zIndex: 1,
  minWidth: 0,
  paddingInline: theme.space[4],
  paddingTop: theme.space[6],
  [theme.mq.up('lg')]: { paddingInline: 0, paddingTop: 0 },
};

const cardStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  margin: 0,
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
};

const cardLinkStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  color: 'inherit',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
  [theme.mq.hover]: { '&:hover h2, &:hover h3': { textDecoration: 'underline' } },
};

function StoryCardView({ card, level, slot }: { card: StoryCard; level: 2 | 3; slot: SlotWidths }) {
  const ctx = useRenderContext();
  return (
    <article data-story-card="" css={cardStyles}>
      <LinkArea link={card.link} linkTarget={card.linkTarget} fallback="div" css={cardLinkStyles}>
        <Image
          {...fluidImage(card.image, STORY_CARD_IMAGE, slot, ctx)}
          alt={card.altText ?? ''}
          aspectRatio={4 / 5}
          objectFit="cover"
        />
        <Heading level={level} size="lg" css={{ paddingInline: theme.space[4] }}>
          {card.cardHeadline}
        </Heading>
      </LinkArea>
      {nonEmpty(card.cardText) ? (
        <Text size="sm" color="secondary" css={{ padding: `${theme.space[2]} ${theme.space[4]} 0` }}>
          {card.cardText}
        </Text>
      ) : null}
      <span css={{ display: 'block', height: theme.space[4] }} />
    </article>
  );
}

/**
 * A title card and a slider of story cards over a background image (docs/behaviour/blocks.md#story-slider). The title
 * card shows (enabled) when it has a headline or body; without either the slider has the row to
 * itself (disabled). From 992 px, once 70% of the block is in view, the slider slides in and the
 * background image slides out, in 0.8 s; with prefers-reduced-motion nothing moves and both stay.
 * Cards sit in a ui `Carousel` (APG), at most 10, gap 4.
 */
export function StorySlider({ content, rootProps }: StorySliderProps) {
  const ctx = useRenderContext();
  const carouselWords = carouselWordsOf(ctx);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const wide = useMediaQuery(mediaCondition('lg'));
  // Live (not read once): a change of the OS setting applies at once.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const inView = useInView(rootRef, { amount: STORY_SLIDER.inViewAmount, once: true });
  const phase: StoryPhase = !wide || reduceMotion ? 'static' : inView ? 'entered' : 'waiting';

  const { titleCardObj = {}, backgroundImgObj = {} } = content;
  const titleEnabled = nonEmpty(titleCardObj.titleCardHeadline) || nonEmpty(titleCardObj.titleCardBody);
  const titlePalette = paletteOf(titleCardObj.titleCardColor, 'light');
  const background = paletteOf(backgroundImgObj.backgroundColor, 'gray');
  const cards = (Array.isArray(content.cards) ? content.cards : [])
    .filter((card) => card?.image && nonEmpty(card.cardHeadline))
    .slice(0, STORY_SLIDER.maxSlides);
  const hasHeadline = nonEmpty(titleCardObj.titleCardHeadline);
  const label = hasHeadline ? titleCardObj.titleCardHeadline! : 'Stories';
  // Going to `waiting` (hydration on a wide screen) is instant; only the entrance animates.
  const transition = { duration: phase === 'entered' ? STORY_SLIDER.animationSeconds : 0, ease: easings.standardCurve };

  return (
    <MotionScope>
      <div
        {...rootProps}
        ref={rootRef}
        data-phase={phase}
        data-title-card={titleEnabled ? 'enabled' : 'disabled'}
        css={{
          ...rootStyles,
          background: theme.colors.palettes[background].base,
          [theme.mq.up('lg')]: {
            ...(rootStyles[theme.mq.up('lg')] as CSSObject),
            gridTemplateColumns: titleEnabled ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
          },
        }}
      >
        {backgroundImgObj.image ? (
          <m.div
            data-story-background=""
            aria-hidden
            css={backgroundStyles}
            initial={false}
            animate={{ x: phase === 'entered' ? '-100%' : '0%' }}
            transition={transition}
          >
            <Image
              {...fluidImage(backgroundImgObj.image, STORY_BACKGROUND_IMAGE, STORY_BACKGROUND_SLOT, ctx)}
              alt=""
              aspectRatio={16 / 9}
              objectFit="cover"
              css={backgroundFrame}
            />
          </m.div>
        ) : null}
        {titleEnabled ? (
          <div
            data-title-card-box=""
            css={{
              ...titleCardStyles,
              ...(backgroundImgObj.image ? {} : { marginTop: theme.space[6] }),
              background: theme.colors.palettes[titlePalette].base,
            }}
          >
            {hasHeadline ? (
              <Heading
                id={headingId}
                level={2}
                size="3xl"
                color="inherit"
                css={{ color: messagingTextColor(titlePalette, titleCardObj.titleCardHeadlineColor) }}
              >
                {titleCardObj.titleCardHeadline}
              </Heading>
            ) : null}
            {nonEmpty(titleCardObj.titleCardBody) ? (
              <Text
                size="md"
                color="inherit"
                css={{ color: messagingTextColor(titlePalette, titleCardObj.titleCardBodyColor) }}
              >
                {titleCardObj.titleCardBody}
              </Text>
            ) : null}
          </div>
        ) : null}
        <m.div
          data-story-slider=""
          css={sliderStyles}
          initial={false}
          animate={phase === 'waiting' ? { x: '100%', opacity: 0 } : { x: '0%', opacity: 1 }}
          transition={transition}
        >
          <Carousel
            label={label}
            slideWidths={titleEnabled ? STORY_SLIDE_WIDTHS.withTitleCard : STORY_SLIDE_WIDTHS.withoutTitleCard}
            gap={STORY_SLIDER.cardGap}
            slidesToScroll={1}
            previousLabel="Previous stories"
            nextLabel="Next stories"
            {...(carouselWords ? { words: carouselWords } : {})}
          >
            {cards.map((card, index) => (
              <StoryCardView
                key={`${index}-${card.cardHeadline}`}
                card={card}
                level={hasHeadline ? 3 : 2}
                slot={titleEnabled ? STORY_CARD_SLOTS.withTitleCard : STORY_CARD_SLOTS.withoutTitleCard}
              />
            ))}
          </Carousel>
        </m.div>
      </div>
    </MotionScope>
  );
}
