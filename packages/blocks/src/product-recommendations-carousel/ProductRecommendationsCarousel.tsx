import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import type { ProductCarouselData } from '../shared/commerce/load';
import { carouselWordsOf, productCarouselWordsOf, productTileLabelsOf } from '@ridgeline/commerce';
import { ProductCarousel } from '../shared/commerce/ProductCarousel';
import { hasConflictingAnchors } from './anchors';
import type { ProductRecommendationsCarouselContent } from './types';

export type ProductRecommendationsCarouselProps = BlockProps<
  ProductRecommendationsCarouselContent,
  ProductCarouselData | undefined
>;

/**
 * Einstein recommendations as product tiles in a carousel headed by `sectionHeader`. Products come
 * from the block's loader (server side); without them it shows 4 skeleton tiles. Both anchor
 * products and anchor categories given: nothing (the loader logs why).
 */
export function ProductRecommendationsCarousel({ content, data, rootProps }: ProductRecommendationsCarouselProps) {
  const ctx = useRenderContext();
  const words = productCarouselWordsOf(ctx);
  if (hasConflictingAnchors(content)) return null;
  return (
    <ProductCarousel
      rootProps={rootProps}
      {...(content.sectionHeader ? { header: { headerText: content.sectionHeader } } : {})}
      products={data?.products}
      fallbackLabel={words.recommended}
      locale={ctx.locale}
      currency={ctx.currency}
      words={words}
      carouselWords={carouselWordsOf(ctx)}
      tileLabels={productTileLabelsOf(ctx)}
    />
  );
}
