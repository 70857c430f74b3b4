/* eslint-disable */
// Generated from schemas/card.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * An image with a headline and short body copy. Cards are shown by a Card Carousel.
 */
export interface CardFields {
  /**
   * Square crop. Upload at least 1280×1280 so it stays sharp on retina screens.
   */
  imageObj: ImageLink;
  headlineText: string;
  /**
   * Optional short copy under the headline.
   */
  bodyText?: string;
}
