/* eslint-disable */
// Generated from schemas/category-landing-page.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';
import type { PageBlockList, PageSeo } from './page-partials';

/**
 * A category landing page served at /c/{categoryId} (delivery key "category/{categoryId}"): a list of blocks, the SEO head, a floating header and a collection logo.
 */
export interface CategoryLandingPageFields {
  _meta?: {
    /**
     * Format category/{categoryId}, for example category/mens-jackets.
     */
    deliveryKey?: string;
  };
  /**
   * The commerce category this page lands on; it is served at /c/{categoryId} and its delivery key must be "category/{categoryId}".
   */
  categoryId: string;
  blocks: PageBlockList;
  /**
   * Links to related categories, listed under the page's blocks. Each needs a URL on one of the shop's base domains and an anchor text; a link without either, or pointing to another site, is left out and the rest are shown.
   *
   * @maxItems 30
   */
  relatedLinks?: {
    /**
     * An absolute address on one of the shop's base domains, for example https://ridgeline.dev/c/mens-rain-jackets.
     */
    url?: string;
    /**
     * The words of the link.
     */
    anchor_text?: string;
  }[];
  /**
   * The header floats over the first block (a hero banner) instead of sitting above it.
   */
  floatingHeader?: boolean;
  /**
   * Optional logo shown in the header on this page.
   */
  collectionLogo?: ImageLink;
  seo?: PageSeo;
}
