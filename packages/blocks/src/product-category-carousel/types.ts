import type { ContentItem } from '@ridgeline/renderer';
import type { ProductCategoryCarouselFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/product-category-carousel` content; fields from schemas/product-category-carousel.json. */
export interface ProductCategoryCarouselContent extends ContentItem, ProductCategoryCarouselFields {}
