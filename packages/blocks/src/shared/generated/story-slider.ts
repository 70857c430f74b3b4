/* eslint-disable */
// Generated from schemas/story-slider.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * A title card and a slider of story cards over a background image. On wide screens the slider slides in (0.8 s) and the background slides out once 70% of the block is in view.
 */
export interface StorySliderFields {
  /**
   * The card that introduces the story. It is shown when it has a headline or a body.
   */
  titleCardObj?: {
    /**
     * Fill of the title card.
     */
    titleCardColor?: 'brand' | 'sale' | 'dark' | 'light' | 'gray' | 'spring' | 'summer' | 'autumn' | 'winter';
    titleCardBody?: string;
    /**
     * Used when it reads well (4.5:1) on the title card colour; otherwise the colour's own text colour is used.
     */
    titleCardBodyColor?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
    /**
     * Leave headline and body empty to show the slider without a title card.
     */
    titleCardHeadline?: string;
    /**
     * Used when it reads well (4.5:1) on the title card colour; otherwise the colour's own text colour is used.
     */
    titleCardHeadlineColor?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
  };
  backgroundImgObj?: {
    /**
     * Shown behind the title card; slides out on wide screens. Upload at least 2560×1440.
     */
    image?: ImageLink;
    /**
     * Fill behind the slider (revealed when the image slides out).
     */
    backgroundColor?: 'brand' | 'sale' | 'dark' | 'light' | 'gray' | 'spring' | 'summer' | 'autumn' | 'winter';
  };
  /**
   * At most 10.
   *
   * @minItems 1
   * @maxItems 10
   */
  cards: {
    /**
     * Portrait 4:5 crop. Upload at least 1024×1280.
     */
    image: ImageLink;
    /**
     * Describes the image for screen readers. Leave empty when it is decorative.
     */
    altText?: string;
    /**
     * Optional: makes the card a link.
     */
    link?: Link;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    linkTarget?: '_self' | '_blank';
    cardText?: string;
    cardHeadline: string;
  }[];
}
/**
 * Where the link goes: a category (linkQuery = category id), the account drawer, or any other URL (linkQuery = path or https:// address).
 */
export interface Link {
  linkType: 'category' | 'account-drawer' | 'other';
  /**
   * Category id for "category"; a site path or https:// address for "other"; ignored for "account-drawer".
   */
  linkQuery?: string;
  /**
   * Human-readable path segment used in category URLs (for example "womens-jackets").
   */
  linkSEO?: string;
  target?: boolean;
}
