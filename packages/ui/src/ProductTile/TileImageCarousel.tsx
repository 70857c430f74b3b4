import styled from '@emotion/styled';
import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import type { ProductTileImage } from './model';
import { TileImage } from './TileImage';

/** Horizontal travel (px) that counts as a swipe (docs/behaviour/product-tile.md#image-carousel). */
export const swipeThresholdPx = 50;

const Root = styled.div({
  position: 'relative',
  touchAction: 'pan-y pinch-zoom',
  // Controls appear on hover or keyboard focus; on touch screens (no hover) they always show.
  '& [data-carousel-control]': {
    opacity: 0,
    transition: `opacity ${theme.durations.fast} ${theme.easings.standard}`,
  },
  '&:hover [data-carousel-control], &:focus-within [data-carousel-control]': { opacity: 1 },
  '@media (hover: none)': { '& [data-carousel-control]': { opacity: 1 } },
});

const Arrow = styled.button({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.sm,
  height: theme.sizes.control.sm,
  padding: 0,
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.full,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  boxShadow: theme.shadows.sm,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

const Counter = styled.span({
  position: 'absolute',
  bottom: theme.space[2],
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `0 ${theme.space[2]}`,
  borderRadius: theme.radii.full,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.normal,
  fontVariantNumeric: 'tabular-nums',
});

export interface TileImageCarouselProps {
  /** Already filtered and capped (see `tileImages`). */
  images: readonly ProductTileImage[];
  /** Product name: names the carousel ("{name} images") and the default alt text. */
  name: string;
  /** Wraps each image (the tile makes it a link to the product). */
  wrapImage?: (image: ReactNode) => ReactNode;
  previousLabel?: string;
  nextLabel?: string;
}

/**
 * The tile's optional image carousel: previous/next (looping), a 'n / total' counter, swipe
 * with a 50 px threshold, controls shown on hover/focus, one image rendered at a time (lazy).
 */
export function TileImageCarousel({
  images,
  name,
  wrapImage = (image) => image,
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
}: TileImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const slideId = useId();
  const total = images.length;
  const current = images[Math.min(index, total - 1)];
  if (!current) return null;

  const go = (delta: number) => setIndex((value) => (value + delta + total) % total);

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const origin = start.current;
    start.current = null;
    if (!origin || total < 2) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (Math.abs(dx) >= swipeThresholdPx && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  };

  const image = <TileImage key={current.url} src={current.url} alt={current.alt ?? name} />;

  return (
    <Root
      role="group"
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      data-tile-carousel=""
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      // A swipe must not also follow the image link.
      onClickCapture={(event) => {
        if (swiped.current) {
          event.preventDefault();
          event.stopPropagation();
          swiped.current = false;
        }
      }}
    >
      <div id={slideId} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`}>
        {wrapImage(image)}
      </div>
      {total > 1 ? (
        <>
          <Arrow
            type="button"
            aria-label={previousLabel}
            aria-controls={slideId}
            data-carousel-control=""
            css={{ left: theme.space[2] }}
            onClick={() => go(-1)}
          >
            <Icon name="chevron-left" size="sm" />
          </Arrow>
          <Arrow
            type="button"
            aria-label={nextLabel}
            aria-controls={slideId}
            data-carousel-control=""
            css={{ right: theme.space[2] }}
            onClick={() => go(1)}
          >
            <Icon name="chevron-right" size="sm" />
          </Arrow>
          <Counter aria-live="polite" data-carousel-counter="">{`${index + 1} / ${total}`}</Counter>
        </>
      ) : null}
    </Root>
  );
}
