export type {
  CommerceService,
  CommerceProduct,
  CommerceImage,
  CommerceImageGroup,
  CommerceVariant,
  CommerceVariationAttribute,
  CommerceVariationValue,
  CommercePriceRange,
  CommercePromotion,
  CommerceCustomFlags,
  RecommendationsRequest,
} from '@ridgeline/commerce';
export {
  toTileModel,
  toTileModels,
  tilePrice,
  tileColours,
  tilePromotions,
  tileStock,
  productIdOf,
  productNameOf,
  type HtmlSanitizer,
  type ToTileModelOptions,
} from '@ridgeline/commerce';
export { MAX_PRODUCT_SLIDES, MissingCommerceServiceError, commerceService, type ProductCarouselData } from './load';
export { createFakeCommerceService, type FakeCommerceCall } from '@ridgeline/commerce/testing';
export {
  PRODUCT_CAROUSEL_WORDS,
  productCarouselWordsOf,
  productTileLabelsOf,
  type ProductCarouselWords,
} from '@ridgeline/commerce';
