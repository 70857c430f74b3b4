import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Image } from '../Image/Image';
import { theme } from '../theme/theme';
import { tileImageAspectRatio } from './model';

/** After this long the loading spinner gives up (docs/behaviour/product-tile.md#image); the image may still arrive. */
export const imageLoadTimeoutMs = 5000;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Frame = styled.div({ position: 'relative' });

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
  animation: `${spin} ${theme.durations.shimmer} linear infinite`,
  pointerEvents: 'none',
  [theme.mq.reducedMotion]: { animation: 'none' },
});

export interface TileImageProps {
  src: string;
  alt: string;
  /** Lazy by default; the first row of a grid may pass `eager`. */
  loading?: 'lazy' | 'eager';
}

/** A 496:521 lazy, cropped product image with a spinner until it loads, for at most 5 s. */
export function TileImage({ src, alt, loading = 'lazy' }: TileImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'timed-out'>('loading');

  useEffect(() => {
    setState('loading');
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'timed-out' : current)), imageLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, [src]);

  return (
    <Frame aria-busy={state === 'loading' || undefined} data-image-state={state}>
      <Image
        src={src}
        alt={alt}
        aspectRatio={tileImageAspectRatio}
        objectFit="cover"
        loading={loading}
        draggable={false}
        ref={(img) => {
          // Already decoded (cache, or loaded before hydration): no load event will come.
          if (img?.complete && img.naturalWidth > 0) setState('loaded');
        }}
        onLoad={() => setState('loaded')}
        onError={() => setState('loaded')}
      />
      {state === 'loading' ? <Spinner aria-hidden="true" data-spinner="" /> : null}
    </Frame>
  );
}
