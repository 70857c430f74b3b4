import type { ContentItem } from '@ridgeline/renderer';

/** Delivered `https://schema.ridgeline.dev/product-recommendations-carousel` content. */
export interface ProductRecommendationsCarouselContent extends ContentItem {
  /** Einstein recommender name, e.g. `home-top-rated`. */
  einsteinRecommender: string;
  /** Anchor products (not together with categories). */
  einsteinRecommenderProductIds?: string[];
  /** Anchor categories (not together with products). */
  einsteinRecommenderCategoryIds?: string[];
  /** The carousel's heading. */
  sectionHeader?: string;
}
