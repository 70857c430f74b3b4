import type { ContentItem } from '@ridgeline/renderer';
import type { ProductRecommendationsCarouselFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/product-recommendations-carousel` content; fields from its schema. */
export interface ProductRecommendationsCarouselContent extends ContentItem, ProductRecommendationsCarouselFields {}
