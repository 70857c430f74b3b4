/* eslint-disable */
// Generated from schemas/home-page.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { PageBlockList, PageSeo } from './page-partials';

/**
 * The home page (delivery key "home"): a list of blocks and the SEO head.
 */
export interface HomePageFields {
  _meta?: {
    /**
     * Use "home".
     */
    deliveryKey?: string;
  };
  blocks: PageBlockList;
  /**
   * The header floats over the first block (a hero banner) instead of sitting above it.
   */
  floatingHeader?: boolean;
  seo?: PageSeo;
}
