/* eslint-disable */
// Generated from schemas/card-carousel.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ContentItem } from '@ridgeline/renderer';

/**
 * A header and a carousel of Card items. Slides are 80% / 50% / 33.333% of the width (mobile / tablet / desktop); Compact 80% / 33.333% / 25%; Grid Viznav shows the cards as a grid on desktop.
 */
export interface CardCarouselFields {
  header?: {
    headerText?: string;
    subHeaderText?: string;
    /**
     * Optional link next to the header (for example "Shop all").
     */
    linkText?: string;
    /**
     * Where the header link goes.
     */
    link?: Link;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    linkTarget?: '_self' | '_blank';
  };
  /**
   * default: three cards per view on desktop; Compact: four; Grid Viznav: every card in a grid on desktop (a carousel below 992 px).
   */
  desktopCardDisplay?: 'default' | 'Compact' | 'Grid Viznav';
  /**
   * The Card items, in order (at most 10).
   *
   * @minItems 1
   * @maxItems 10
   */
  cardComponentType: ContentItem[];
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
