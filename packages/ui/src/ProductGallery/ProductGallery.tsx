import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Image } from '../Image/Image';
import { theme } from '../theme/theme';

/** Width (px) of a gallery image at 1x (2x doubles it). */
export const galleryImageWidth = 1280;
/** Width (px) of a thumbnail at 1x (2x doubles it). */
export const galleryThumbnailWidth = 148;

export interface GalleryImage {
  src: string;
  /** `src` at 1x and 2x (`… 1x, … 2x`). */
  srcSet?: string;
  alt: string;
  thumbnail: { src: string; srcSet?: string };
}

export interface ProductGalleryProps extends HTMLAttributes<HTMLElement> {
  images: readonly GalleryImage[];
  /** Accessible name of the gallery; default 'Product images'. */
  label?: string;
  /** width / height of every image; default 1000 / 1050 (the catalogue's product shots). */
  aspectRatio?: number;
  /** Name of thumbnail n of total; default 'Show image {n} of {total}'. */
  thumbnailLabel?: (n: number, total: number) => string;
  /** The first image is the page's largest paint: loaded eagerly, `fetchpriority="high"`. Default true. */
  priority?: boolean;
}

const Root = styled.section({ display: 'grid', gap: theme.space[3], minWidth: 0 });

const Viewer = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  [theme.mq.reducedMotion]: { scrollBehavior: 'auto' },
  '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
  // A tab stop (arrow keys scroll it): its ring is drawn inside, where the full-width image cannot push it off-screen.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
});

const Thumbnails = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
});

const Thumbnail = styled.a({
  display: 'block',
  width: theme.space[16],
  borderRadius: theme.radii.sm,
  border: `2px solid transparent`,
  overflow: 'hidden',
  '&[aria-current="true"]': { borderColor: theme.colors.gray[900] },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

/**
 * A product's images: a horizontal, snapping strip of large images (swipe or scroll), and a row of thumbnails that
 * are links to each image, so they work without JavaScript (the browser scrolls to the image's anchor). With
 * JavaScript a thumbnail scrolls the strip only (the page stays where it is) and the current thumbnail follows the
 * strip. Images after the first load lazily. Give it a `key` per colour: a new set of images starts at the first.
 */
export function ProductGallery({
  images,
  label = 'Product images',
  aspectRatio = 1000 / 1050,
  thumbnailLabel = (n, total) => `Show image ${n} of ${total}`,
  priority = true,
  ...rest
}: ProductGalleryProps) {
  const idBase = useId();
  const viewer = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const imageId = (index: number) => `${idBase}-image-${index}`;

  useEffect(() => {
    const strip = viewer.current;
    if (!strip) return;
    const onScroll = () => {
      const width = strip.clientWidth;
      if (width > 0) setCurrent(Math.min(images.length - 1, Math.max(0, Math.round(strip.scrollLeft / width))));
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => strip.removeEventListener('scroll', onScroll);
  }, [images.length]);

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const strip = viewer.current;
    if (!strip) return;
    event.preventDefault();
    const reduce =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(index);
  };

  if (images.length === 0) return null;
  return (
    <Root aria-label={label} data-product-gallery="" {...rest}>
      <Viewer ref={viewer} tabIndex={0} aria-label={label}>
        {images.map((image, index) => (
          <li key={`${image.src}|${index}`} id={imageId(index)} data-gallery-image={index}>
            <Image
              src={image.src}
              srcSet={image.srcSet}
              alt={image.alt}
              aspectRatio={aspectRatio}
              {...(index === 0 && priority ? { fetchPriority: 'high' as const } : {})}
            />
          </li>
        ))}
      </Viewer>
      {images.length > 1 ? (
        <Thumbnails>
          {images.map((image, index) => (
            <li key={`${image.thumbnail.src}|${index}`}>
              <Thumbnail
                href={`#${imageId(index)}`}
                aria-current={index === current ? 'true' : undefined}
                aria-label={thumbnailLabel(index + 1, images.length)}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => show(event, index)}
              >
                <Image src={image.thumbnail.src} srcSet={image.thumbnail.srcSet} alt="" aspectRatio={aspectRatio} />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      ) : null}
    </Root>
  );
}
