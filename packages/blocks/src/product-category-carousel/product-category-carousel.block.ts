import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { commerceService, MAX_PRODUCT_SLIDES, tileData, type ProductCarouselData } from '../shared/commerce/load';
import { SCHEMAS } from '../shared/cms';
import type { ProductCategoryCarouselContent } from './types';

export const productCategoryCarouselBlock = defineBlock<
  ProductCategoryCarouselContent,
  ProductCarouselData | undefined
>({
  schema: SCHEMAS.productCategoryCarousel,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./ProductCategoryCarousel').then((m) => m.ProductCategoryCarousel)),
  // Islands: the track scrolls natively (scroll snap) in the server HTML; embla, the arrows, dots and the tiles' swatches
  // and hearts load on the first touch, hover or focus (the first click replayed), so no page pays for them at load.
  hydrate: 'interaction',
  // Server side, before render: at most 10 of the category's products, mapped to tile view models.
  load: async (content, ctx) => {
    const commerce = commerceService(ctx);
    const products = await commerce.productsByCategory(content.categoryId, MAX_PRODUCT_SLIDES);
    return tileData(products, ctx.customerGroups, commerce.tileDisplay);
  },
});
