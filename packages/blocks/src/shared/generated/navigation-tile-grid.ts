/* eslint-disable */
// Generated from schemas/navigation-tile-grid.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * A grid of image tiles, each linking somewhere (for example shop-by-category). Two columns on mobile, three from 768 px, four from 992 px.
 */
export interface NavigationTileGridFields {
  /**
   * @minItems 1
   * @maxItems 12
   */
  childTiles: {
    /**
     * Label under the image; it names the link.
     */
    text: string;
    /**
     * Square crop. Upload at least 800×800.
     */
    image: ImageLink;
    /**
     * Describes the image for screen readers. Leave empty when the text says it all.
     */
    altText?: string;
    /**
     * Where the tile goes.
     */
    link: Link;
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
