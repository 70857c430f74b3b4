import type { RenderContext } from '@ridgeline/renderer';
import { CAROUSEL_WORDS, PRODUCT_TILE_LABELS, type CarouselWords, type ProductTileLabels } from '@ridgeline/ui';

/** The product carousels' own words (English), which the app may give in the page's locale (`productCarousel`). */
export const PRODUCT_CAROUSEL_WORDS = {
  previous: 'Previous products',
  next: 'Next products',
  /** The carousel's name when its header has no text. */
  products: 'Products',
  /** The recommendations carousel's name when it has no section header. */
  recommended: 'Recommended products',
};

export type ProductCarouselWords = typeof PRODUCT_CAROUSEL_WORDS;

/**
 * The entries of one part of `RenderContext.labels` that name a word of `defaults` and are strings; undefined when
 * there are none (the part's English words stay). The context travels to the browser in island props, so nothing in
 * it is trusted to have the right shape.
 */
function labelsOf<T extends Record<string, string>>(
  context: RenderContext,
  part: string,
  defaults: T,
): Partial<T> | undefined {
  const given = context.labels?.[part];
  if (!given || typeof given !== 'object') return undefined;
  const labels: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = (given as Record<string, unknown>)[key];
    if (typeof value === 'string') labels[key] = value as T[typeof key];
  }
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/** The product tiles' words in the page's locale (`labels.productTile`), for ui's `ProductTile` `labels`. */
export function productTileLabelsOf(context: RenderContext): Partial<ProductTileLabels> | undefined {
  return labelsOf(context, 'productTile', PRODUCT_TILE_LABELS as unknown as Record<string, string>) as
    Partial<ProductTileLabels> | undefined;
}

/** The product carousels' words in the page's locale (`labels.productCarousel`), English where not given. */
export function productCarouselWordsOf(context: RenderContext): ProductCarouselWords {
  return { ...PRODUCT_CAROUSEL_WORDS, ...labelsOf(context, 'productCarousel', PRODUCT_CAROUSEL_WORDS) };
}

/** ui's carousel words in the page's locale (`labels.carousel`), for `Carousel` `words`; undefined on an English page. */
export function carouselWordsOf(context: RenderContext): Partial<CarouselWords> | undefined {
  return labelsOf(context, 'carousel', CAROUSEL_WORDS as unknown as Record<string, string>) as
    Partial<CarouselWords> | undefined;
}
