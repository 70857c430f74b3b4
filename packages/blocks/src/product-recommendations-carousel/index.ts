export {
  ProductRecommendationsCarousel,
  type ProductRecommendationsCarouselProps,
} from './ProductRecommendationsCarousel';
export { productRecommendationsCarouselBlock } from './product-recommendations-carousel.block';
export { CONFLICTING_ANCHORS_MESSAGE, hasConflictingAnchors } from './anchors';
export type { ProductRecommendationsCarouselContent } from './types';
