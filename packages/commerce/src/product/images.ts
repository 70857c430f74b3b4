import { galleryImageWidth, galleryThumbnailWidth, type GalleryImage } from '@ridgeline/ui';
import type { ProductImage } from './model';

/** The image service's quality for product images. */
export const PRODUCT_IMAGE_QUALITY = 60;

/** A size of an image service URL (`?w=1280&q=60`). */
export function imageAt(base: string, width: number): string {
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}&q=${PRODUCT_IMAGE_QUALITY}`;
}

/** `url 1x, url 2x` at a width. */
export function densitySrcSet(base: string, width: number): string {
  return `${imageAt(base, width)} 1x, ${imageAt(base, width * 2)} 2x`;
}

/** A gallery image: 1280 wide (2560 at 2x), its thumbnail 148 (296 at 2x). */
export function galleryImage(image: ProductImage): GalleryImage {
  return {
    src: imageAt(image.base, galleryImageWidth),
    srcSet: densitySrcSet(image.base, galleryImageWidth),
    alt: image.alt,
    thumbnail: {
      src: imageAt(image.base, galleryThumbnailWidth),
      srcSet: densitySrcSet(image.base, galleryThumbnailWidth),
    },
  };
}
