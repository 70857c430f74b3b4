import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import type { ProductCarouselData } from '../shared/commerce/load';
import { carouselWordsOf, productCarouselWordsOf, productTileLabelsOf } from '@ridgeline/commerce';
import { ProductCarousel } from '../shared/commerce/ProductCarousel';
import type { ProductCategoryCarouselContent } from './types';

export type ProductCategoryCarouselProps = BlockProps<ProductCategoryCarouselContent, ProductCarouselData | undefined>;

/**
 * The category's products as tiles in a carousel under the card carousel's header. The products
 * come from the block's loader (server side, `ctx.services.commerce.productsByCategory`); without
 * them (content rendered unprepared) it shows 4 skeleton tiles.
 */
export function ProductCategoryCarousel({ content, data, rootProps }: ProductCategoryCarouselProps) {
  const ctx = useRenderContext();
  const words = productCarouselWordsOf(ctx);
  return (
    <ProductCarousel
      rootProps={rootProps}
      header={content.header}
      products={data?.products}
      fallbackLabel={words.products}
      locale={ctx.locale}
      currency={ctx.currency}
      words={words}
      carouselWords={carouselWordsOf(ctx)}
      tileLabels={productTileLabelsOf(ctx)}
    />
  );
}
