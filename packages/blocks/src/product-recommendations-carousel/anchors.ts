import type { ProductRecommendationsCarouselContent } from './types';

/** Logged when an editor gives both anchor products and anchor categories. */
export const CONFLICTING_ANCHORS_MESSAGE = 'Only one of categories or products must be provided...';

const ids = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((id): id is string => typeof id === 'string' && id.trim().length > 0).map((id) => id.trim())
    : [];

export function anchorProductIds(
  content: Pick<ProductRecommendationsCarouselContent, 'einsteinRecommenderProductIds'>,
): string[] {
  return ids(content.einsteinRecommenderProductIds);
}

export function anchorCategoryIds(
  content: Pick<ProductRecommendationsCarouselContent, 'einsteinRecommenderCategoryIds'>,
): string[] {
  return ids(content.einsteinRecommenderCategoryIds);
}

/** Both anchor products and anchor categories: the carousel renders nothing. */
export function hasConflictingAnchors(content: ProductRecommendationsCarouselContent): boolean {
  return anchorProductIds(content).length > 0 && anchorCategoryIds(content).length > 0;
}
