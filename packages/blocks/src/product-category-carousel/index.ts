export { ProductCategoryCarousel, type ProductCategoryCarouselProps } from './ProductCategoryCarousel';
export { productCategoryCarouselBlock } from './product-category-carousel.block';
export type { ProductCategoryCarouselContent } from './types';
