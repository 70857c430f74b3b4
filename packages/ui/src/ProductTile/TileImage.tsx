import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Image } from '../Image/Image';
import { theme } from '../theme/theme';
import { tileImageAspectRatio } from './model';

/** After this long the loading spinner gives up (docs/behaviour/product-tile.md#image); the image may still arrive. */
export const imageLoadTimeoutMs = 5000;

const spinTurnMs = parseInt(theme.durations.shimmer, 10);
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const giveUp = keyframes({ to: { visibility: 'hidden' } });
/** Gone at the timeout, whether the spinner turns or (reduced motion) stands still. */
const giveUpAnimation = `${giveUp} 0s step-end ${imageLoadTimeoutMs}ms forwards`;

// The spinner needs no script: it sits under the image, which paints over it once it has pixels, and CSS stops and
// hides it at the timeout. So it behaves the same in a tile that never hydrates (server HTML) and in one that does,
// and no tile keeps an animation running after the timeout.
const Frame = styled.div({ position: 'relative', background: theme.colors.gray[100] });

const Spinner = styled.span({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: theme.space[8],
  height: theme.space[8],
  margin: `calc(${theme.space[8]} / -2) 0 0 calc(${theme.space[8]} / -2)`,
  borderRadius: theme.radii.full,
  border: `3px solid ${theme.colors.gray[300]}`,
  borderTopColor: theme.colors.gray[700],
  animation: `${spin} ${spinTurnMs}ms linear 0s ${imageLoadTimeoutMs / spinTurnMs}, ${giveUpAnimation}`,
  pointerEvents: 'none',
  [theme.mq.reducedMotion]: { animation: giveUpAnimation },
});

/** The image's own frame lets the spinner below show through until the image paints. */
const transparentFrame = { background: 'transparent' };

export interface TileImageProps {
  src: string;
  alt: string;
  /** Lazy by default; the first row of a grid may pass `eager`. */
  loading?: 'lazy' | 'eager';
}

/** A 496:521 lazy, cropped product image over a spinner that shows until the image paints, for at most 5 s. */
export function TileImage({ src, alt, loading = 'lazy' }: TileImageProps) {
  return (
    <Frame>
      <Spinner aria-hidden="true" data-spinner="" />
      <Image
        src={src}
        alt={alt}
        aspectRatio={tileImageAspectRatio}
        objectFit="cover"
        loading={loading}
        draggable={false}
        css={transparentFrame}
      />
    </Frame>
  );
}
