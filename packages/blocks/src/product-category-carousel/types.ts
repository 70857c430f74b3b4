import type { ContentItem } from '@ridgeline/renderer';
import type { ProductCarouselHeader } from '../commerce/ProductCarousel';

/** Delivered `https://schema.ridgeline.dev/product-category-carousel` content. */
export interface ProductCategoryCarouselContent extends ContentItem {
  /** The commerce category whose products are shown. */
  categoryId: string;
  /** The card carousel's header shape. */
  header?: ProductCarouselHeader;
}
