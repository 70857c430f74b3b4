/* eslint-disable */
// Generated from schemas/content-page.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';
import type { PageBlockList, PageSeo } from './page-partials';

/**
 * A content page served at /t/{slug} (delivery key "page/{slug}"): a list of blocks and the SEO head.
 */
export interface ContentPageFields {
  _meta?: {
    /**
     * Format page/{slug}, for example page/summer-sale.
     */
    deliveryKey?: string;
  };
  blocks: PageBlockList;
  /**
   * Optional logo shown in the header on this page.
   */
  collectionLogo?: ImageLink;
  seo?: PageSeo;
}
