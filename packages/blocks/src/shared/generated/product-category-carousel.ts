/* eslint-disable */
// Generated from schemas/product-category-carousel.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * A header and a carousel of the category's product tiles (commerce data loaded on the server, at most 10). Slides are 80% / 33.333% / 25% of the width (mobile / tablet / desktop).
 */
export interface ProductCategoryCarouselFields {
  /**
   * The commerce category whose products are shown (its subcategories included), for example "mens-jackets".
   */
  categoryId: string;
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
