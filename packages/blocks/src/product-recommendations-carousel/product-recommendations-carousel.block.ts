import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { commerceService, tileData, type ProductCarouselData } from '../shared/commerce/load';
import { SCHEMAS } from '../shared/cms';
import { anchorCategoryIds, anchorProductIds, CONFLICTING_ANCHORS_MESSAGE, hasConflictingAnchors } from './anchors';
import type { ProductRecommendationsCarouselContent } from './types';

export const productRecommendationsCarouselBlock = defineBlock<
  ProductRecommendationsCarouselContent,
  ProductCarouselData | undefined
>({
  schema: SCHEMAS.productRecommendationsCarousel,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./ProductRecommendationsCarousel').then((m) => m.ProductRecommendationsCarousel)),
  // Islands: the track scrolls natively (scroll snap) in the server HTML; embla, the arrows, dots and the tiles' swatches
  // and hearts load on the first touch, hover or focus (the first click replayed), so no page pays for them at load.
  hydrate: 'interaction',
  // Server side, before render: the recommender's products (at most 10) as tile view models.
  load: async (content, ctx) => {
    if (hasConflictingAnchors(content)) {
      console.warn(CONFLICTING_ANCHORS_MESSAGE, {
        deliveryId: content._meta?.deliveryId,
        recommender: content.einsteinRecommender,
      });
      return { products: [] };
    }
    const productIds = anchorProductIds(content);
    const categoryIds = anchorCategoryIds(content);
    const commerce = commerceService(ctx);
    const products = await commerce.recommendations({
      recommender: content.einsteinRecommender,
      ...(productIds.length > 0 ? { productIds } : {}),
      ...(categoryIds.length > 0 ? { categoryIds } : {}),
    });
    return tileData(products, ctx.customerGroups, commerce.tileDisplay);
  },
});
