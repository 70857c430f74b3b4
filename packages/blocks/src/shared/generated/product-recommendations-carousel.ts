/* eslint-disable */
// Generated from schemas/product-recommendations-carousel.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * A carousel of Einstein recommendations as product tiles (loaded on the server, at most 10). Give anchor products or anchor categories, not both. Slides are 80% / 33.333% / 25% of the width.
 */
export interface ProductRecommendationsCarouselFields {
  /**
   * The recommender's name, for example "home-top-rated", "new-arrivals", "pdp-similar-items", "complete-the-look" or "recently-viewed".
   */
  einsteinRecommender: string;
  /**
   * Products the recommendations relate to. Leave empty when categories are given.
   *
   * @maxItems 20
   */
  einsteinRecommenderProductIds?: string[];
  /**
   * Categories the recommendations come from. Leave empty when products are given.
   *
   * @maxItems 20
   */
  einsteinRecommenderCategoryIds?: string[];
  /**
   * The carousel's heading (also its accessible name).
   */
  sectionHeader?: string;
}
