import styled from '@emotion/styled';
import type { CSSObject } from '@emotion/react';
import type { ImgHTMLAttributes, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';

export interface ImageSource {
  /** Media condition, e.g. `(min-width: 1280px)`. The first matching source wins, as in `<picture>`. */
  media: string;
  srcSet: string;
  /** width / height of this source's crop (e.g. `16 / 9`). Reserves that shape while it matches. */
  aspectRatio?: number;
  /** MIME type, e.g. `image/avif`. */
  type?: string;
  /** Overrides the image's `sizes` for this source. */
  sizes?: string;
}

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'
> {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Required. Pass `""` for a decorative image. */
  alt: string;
  /** Intrinsic width/height (px): sets the attributes and, together, the reserved aspect ratio. */
  width?: number;
  height?: number;
  /** width / height. Overrides the ratio from `width`/`height`. */
  aspectRatio?: number;
  /** `lazy` by default; `eager` by default when `fetchPriority="high"` (an LCP image must not wait). */
  loading?: 'lazy' | 'eager';
  /** Passed to the `<img>` as React 19's `fetchPriority` (rendered `fetchpriority`). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Art direction: renders `<picture>` with one `<source>` per entry, before the `<img>` fallback. */
  sources?: readonly ImageSource[];
  objectFit?: 'cover' | 'contain';
  objectPosition?: string;
  /** Class for the frame that reserves the space (the `css` prop also lands there). */
  className?: string;
  ref?: Ref<HTMLImageElement>;
}

/**
 * CSS that reserves the image's box before it loads: the base ratio, then one media query per
 * art-direction source. Sources are emitted last-to-first so that, like `<picture>`, the first
 * matching source's ratio wins (later CSS rules override earlier ones).
 */
export function reservedRatioStyles(baseRatio: number | undefined, sources: readonly ImageSource[] = []): CSSObject {
  const styles: CSSObject = baseRatio ? { aspectRatio: String(baseRatio) } : {};
  for (const source of [...sources].reverse()) {
    const ratio = source.aspectRatio ?? baseRatio;
    if (ratio) styles[`@media ${source.media}`] = { aspectRatio: String(ratio) };
  }
  return styles;
}

const Frame = styled('span', { shouldForwardProp: withoutProps('ratioStyles', 'reserved') })<{
  ratioStyles: CSSObject;
  reserved: boolean;
}>(({ ratioStyles, reserved }) => ({
  display: 'block',
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  // A neutral fill shows while loading instead of a hole in the layout.
  background: reserved ? theme.colors.gray[100] : undefined,
  ...ratioStyles,
}));

const Img = styled('img', { shouldForwardProp: withoutProps('fill', 'fit', 'position') })<{
  fill: boolean;
  fit: 'cover' | 'contain';
  position?: string;
}>(({ fill, fit, position }) => ({
  display: 'block',
  width: '100%',
  height: fill ? '100%' : 'auto',
  position: fill ? 'absolute' : undefined,
  inset: fill ? 0 : undefined,
  objectFit: fit,
  objectPosition: position,
}));

/**
 * A responsive image that never shifts the layout: its frame takes the aspect ratio (per
 * breakpoint with `sources`) before the bytes arrive. Knows nothing of any CMS: the caller builds URLs.
 */
export function Image({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  aspectRatio,
  fetchPriority,
  loading = fetchPriority === 'high' ? 'eager' : 'lazy',
  decoding = 'async',
  sources,
  objectFit = 'cover',
  objectPosition,
  className,
  ref,
  ...imgProps
}: ImageProps) {
  const baseRatio = aspectRatio ?? (width && height ? width / height : undefined);
  const ratioStyles = reservedRatioStyles(baseRatio, sources);
  const reserved = Object.keys(ratioStyles).length > 0;

  const img = (
    <Img
      {...imgProps}
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      fill={reserved}
      fit={objectFit}
      position={objectPosition}
    />
  );

  return (
    <Frame className={className} ratioStyles={ratioStyles} reserved={reserved} data-image-frame="">
      {sources && sources.length > 0 ? (
        <picture>
          {sources.map((source) => (
            <source
              key={`${source.media}|${source.srcSet}`}
              media={source.media}
              srcSet={source.srcSet}
              type={source.type}
              sizes={source.sizes ?? sizes}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </Frame>
  );
}
