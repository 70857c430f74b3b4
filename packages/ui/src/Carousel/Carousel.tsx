import styled from '@emotion/styled';
import { fillWords } from '../words';
import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from 'framer-motion';
import { Children, useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import type { Breakpoint, SpaceToken } from '../theme/tokens';
import { dotWindow, maxVisibleDots } from './dotWindow';
import { CAROUSEL_ACTIVE_ATTRIBUTE, useNativeScrollHandoff } from './nativeScrollHandoff';
import { useCarouselState } from './useCarouselState';

export type SlideWidth = `${number}%`;
/** Slide width per breakpoint (min-width), e.g. `{ base: '80%', md: '50%', lg: '33.333%' }`. */
export type SlideWidths = { base: SlideWidth } & Partial<Record<Breakpoint, SlideWidth>>;

export interface CarouselProps {
  /** Accessible name of the carousel region (e.g. "Featured jackets"). Required by APG. */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  slideWidths?: SlideWidths;
  /** Space between slides, as a space token. */
  gap?: SpaceToken;
  /** Slides moved by one arrow press (and per dot); `auto` = as many as fit. */
  slidesToScroll?: number | 'auto';
  loop?: boolean;
  align?: 'start' | 'center' | 'end';
  showArrows?: boolean;
  showDots?: boolean;
  /** Label of each slide group; default "3 of 8". */
  slideLabel?: (index: number, count: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** The carousel's own words in the page's language (screen readers hear them); English by default. */
  words?: Partial<CarouselWords>;
  className?: string;
}

/** What a carousel says of itself; `{label}`, `{n}` and `{count}` are filled in. */
export interface CarouselWords {
  /** `aria-roledescription` of the region. */
  carousel: string;
  /** `aria-roledescription` of each slide. */
  slide: string;
  /** A slide's name, unless `slideLabel` is given. */
  slideOf: string;
  /** The name of the scrolling area (a tab stop while it scrolls natively). */
  slides: string;
  /** The name of the dots' group. */
  chooseSlide: string;
  /** A dot that stands for one slide. */
  goToSlide: string;
  /** A dot that stands for a page of slides. */
  goToPage: string;
}

export const CAROUSEL_WORDS: CarouselWords = {
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{n} of {count}',
  slides: '{label}: slides',
  chooseSlide: 'Choose slide',
  goToSlide: 'Go to slide {n}',
  goToPage: 'Go to page {n} of {count}',
};

const Region = styled.section({ position: 'relative' });

/**
 * Positioned as well as clipped: the slides' absolutely positioned parts (visually hidden labels, image layers) must be
 * clipped with the slides. Without it, Chromium on a phone counted the off-screen slides' hidden labels in the page's
 * width (2,867 px for a 412 px screen), zoomed the whole page out and fetched desktop-sized images for it.
 */
const Viewport = styled.div({
  position: 'relative',
  // Before embla takes over (server HTML, an island not yet hydrated): native horizontal scrolling, snapping to slides.
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  [`&[${CAROUSEL_ACTIVE_ATTRIBUTE}]`]: { overflow: 'hidden', scrollSnapType: 'none' },
  // A tab stop: its ring is drawn inside, where neither its own scrolling nor a full-bleed edge can clip it.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
});

const Track = styled('div', { shouldForwardProp: withoutProps('gap') })<{ gap: SpaceToken }>(({ gap }) => ({
  display: 'flex',
  // Embla's drag takes horizontal pans once it drives the track; before that the browser scrolls natively.
  [`[${CAROUSEL_ACTIVE_ATTRIBUTE}] > &`]: { touchAction: 'pan-y pinch-zoom' },
  // Gap is slide padding with a negative margin, the layout embla measures correctly (CSS `gap` is not).
  marginInlineStart: `calc(${theme.space[gap]} * -1)`,
}));

function slideWidthStyles(widths: SlideWidths) {
  const styles: Record<string, unknown> = { flex: `0 0 ${widths.base}` };
  for (const bp of Object.keys(theme.breakpoints) as Breakpoint[]) {
    const width = widths[bp];
    if (width) styles[theme.mq.up(bp)] = { flexBasis: width };
  }
  return styles;
}

const Slide = styled('div', { shouldForwardProp: withoutProps('widths', 'gap') })<{
  widths: SlideWidths;
  gap: SpaceToken;
}>(({ widths, gap }) => ({
  minWidth: 0,
  paddingInlineStart: theme.space[gap],
  scrollSnapAlign: 'start',
  ...slideWidthStyles(widths),
}));

const Controls = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  marginTop: theme.space[4],
});

const ArrowButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.md,
  height: theme.sizes.control.md,
  padding: 0,
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.full,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  cursor: 'pointer',
  '&[aria-disabled="true"]': { cursor: 'default', opacity: theme.opacities.disabled },
  [theme.mq.hover]: { '&:not([aria-disabled="true"]):hover': { background: theme.colors.gray[100] } },
});

const Dots = styled.div({ display: 'flex', alignItems: 'center' });

// 24px hit target (WCAG 2.2 target size) around a small visual dot.
const DotButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.space[6],
  height: theme.space[6],
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: theme.sizes.dot,
    height: theme.sizes.dot,
    borderRadius: theme.radii.full,
    border: `1px solid ${theme.colors.gray[700]}`,
    background: 'transparent',
  },
  '&[aria-current="true"]::before': { background: theme.colors.gray[900], borderColor: theme.colors.gray[900] },
});

function isEditable(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Widgets inside a slide that use Left/Right themselves (a tile's colour swatches are a radio group). */
const ARROW_KEY_WIDGETS =
  '[role="radiogroup"],[role="radio"],[role="listbox"],[role="tablist"],[role="slider"],[role="menu"]';

function ownsArrowKeys(target: EventTarget): boolean {
  return target instanceof Element && target.closest(ARROW_KEY_WIDGETS) !== null;
}

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/**
 * Indices of the slides embla shows (partly or fully), or `undefined` before embla measures (server HTML, native
 * scrolling), when every slide stays reachable.
 */
function useSlidesInView(api: EmblaApi): readonly number[] | undefined {
  const [inView, setInView] = useState<readonly number[]>();
  useEffect(() => {
    if (!api) return;
    const sync = () => setInView(api.slidesInView());
    sync();
    api.on('slidesInView', sync).on('reInit', sync);
    return () => {
      api.off('slidesInView', sync).off('reInit', sync);
    };
  }, [api]);
  return inView;
}

/**
 * A WAI-ARIA APG carousel on embla: a labelled region (`aria-roledescription="carousel"`),
 * slides as groups (`aria-roledescription="slide"`, "n of m"), previous/next buttons that disable
 * at the ends unless looping, and dot navigation showing at most five dots around the current one.
 * Left/Right arrow keys inside the carousel move it too. Not auto-rotating, so slide changes
 * are announced politely.
 */
export function Carousel({
  label,
  children,
  slideWidths = { base: '100%' },
  gap = 4,
  slidesToScroll = 1,
  loop = false,
  align = 'start',
  showArrows = true,
  showDots = true,
  slideLabel,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  words: givenWords,
  className,
}: CarouselProps) {
  const words = { ...CAROUSEL_WORDS, ...givenWords };
  const nameOfSlide =
    slideLabel ?? ((index: number, count: number) => fillWords(words.slideOf, { n: index + 1, count }));
  const slides = Children.toArray(children);
  const reduceMotion = useReducedMotion() ?? false;
  const [emblaRef, api] = useEmblaCarousel({
    loop,
    align,
    slidesToScroll,
    containScroll: 'trimSnaps',
    // A slide counts as shown (and stays focusable) when nearly all of it is; a sliver at the edge is inert.
    inViewThreshold: 0.9,
  });
  const viewportRef = useNativeScrollHandoff(api, slidesToScroll, emblaRef);
  const estimatedSnaps = Math.ceil(slides.length / (typeof slidesToScroll === 'number' ? slidesToScroll : 1));
  const { selectedSnap, snapCount, canScrollPrev, canScrollNext } = useCarouselState(api, {
    selectedSnap: 0,
    snapCount: estimatedSnaps,
    canScrollPrev: loop && slides.length > 1,
    canScrollNext: slides.length > 1,
  });
  const trackId = useId();
  const slidesInView = useSlidesInView(api);

  // With reduced motion, jump instead of animating the scroll.
  const previous = () => api?.scrollPrev(reduceMotion);
  const next = () => api?.scrollNext(reduceMotion);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrows already used by a widget in a slide (swatches) must not also move the carousel away from the focus.
    if (event.defaultPrevented || isEditable(event.target) || ownsArrowKeys(event.target)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  // Focus landing in a slide (Tab, a swatch's arrow keys) would make the browser scroll the clipped viewport natively,
  // behind embla's back, leaving the focus off-screen or the track misaligned: undo that and let embla bring it in.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const viewport = event.currentTarget;
    // Before the handoff the viewport scrolls natively, and the browser bringing focus into view is right.
    if (!viewport.hasAttribute(CAROUSEL_ACTIVE_ATTRIBUTE)) return;
    viewport.scrollLeft = 0;
    if (!api || typeof slidesToScroll !== 'number') return;
    const slideIndex = Array.from(viewport.firstElementChild?.children ?? []).findIndex((slide) =>
      slide.contains(event.target),
    );
    if (slideIndex < 0 || api.slidesInView().includes(slideIndex)) return;
    api.scrollTo(Math.min(Math.floor(slideIndex / slidesToScroll), api.scrollSnapList().length - 1), reduceMotion);
  };

  // Scrolling one slide at a time, snap n starts at slide n (trimmed snaps only drop the tail),
  // so a dot can name its slide; in groups it names a page.
  const dotsNameSlides = slidesToScroll === 1;
  // One dot per slide, even where trimmed snaps merge the last few slides into one end position (6 slides, 5 snaps):
  // a tail dot scrolls to that end, and at the end the last dot is current, as the indicator reaching the end.
  const dotCount = dotsNameSlides ? Math.max(slides.length, snapCount) : snapCount;
  const currentDot = dotsNameSlides && !loop && selectedSnap === snapCount - 1 ? dotCount - 1 : selectedSnap;
  const [firstDot, lastDot] = dotWindow(currentDot, dotCount, maxVisibleDots);

  return (
    <Region aria-roledescription={words.carousel} aria-label={label} className={className} onKeyDown={onKeyDown}>
      {/* Focusable while it scrolls natively, so a keyboard can scroll it too (the handoff removes the tab stop). */}
      {/* Named, because a focusable element without a name is an unannounced tab stop. */}
      <Viewport
        ref={viewportRef}
        tabIndex={0}
        role="group"
        aria-label={fillWords(words.slides, { label })}
        onFocus={onFocus}
      >
        <Track id={trackId} gap={gap} aria-live="polite">
          {slides.map((slide, index) => (
            <Slide
              key={index}
              role="group"
              aria-roledescription={words.slide}
              aria-label={nameOfSlide(index, slides.length)}
              widths={slideWidths}
              gap={gap}
              // Off-screen slides leave the accessibility tree and the tab order (APG); arrows and dots still reach
              // them, and the polite track announces a slide as it comes into view.
              inert={slidesInView !== undefined && !slidesInView.includes(index)}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {(showArrows || showDots) && snapCount > 1 ? (
        <Controls>
          {showArrows ? (
            // aria-disabled (not `disabled`) keeps focus on the button at the end of the track
            // instead of dropping it to <body>.
            <ArrowButton
              type="button"
              aria-label={previousLabel}
              aria-controls={trackId}
              aria-disabled={!canScrollPrev}
              onClick={canScrollPrev ? previous : undefined}
            >
              <Icon name="chevron-left" />
            </ArrowButton>
          ) : null}
          {showDots ? (
            <Dots role="group" aria-label={words.chooseSlide}>
              {Array.from({ length: lastDot - firstDot }, (_, offset) => {
                const snap = firstDot + offset;
                return (
                  <DotButton
                    key={snap}
                    type="button"
                    aria-controls={trackId}
                    aria-current={snap === currentDot ? 'true' : undefined}
                    aria-label={
                      dotsNameSlides
                        ? fillWords(words.goToSlide, { n: snap + 1 })
                        : fillWords(words.goToPage, { n: snap + 1, count: snapCount })
                    }
                    onClick={() => api?.scrollTo(Math.min(snap, snapCount - 1), reduceMotion)}
                  />
                );
              })}
            </Dots>
          ) : null}
          {showArrows ? (
            <ArrowButton
              type="button"
              aria-label={nextLabel}
              aria-controls={trackId}
              aria-disabled={!canScrollNext}
              onClick={canScrollNext ? next : undefined}
            >
              <Icon name="chevron-right" />
            </ArrowButton>
          ) : null}
        </Controls>
      ) : null}
    </Region>
  );
}
