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
} from './types';
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
} from './toTileModel';
export { MAX_PRODUCT_SLIDES, MissingCommerceServiceError, commerceService, type ProductCarouselData } from './load';
export { createFakeCommerceService, type FakeCommerceCall } from './fakeCommerceService';
export { PRODUCT_CAROUSEL_WORDS, productCarouselWordsOf, productTileLabelsOf, type ProductCarouselWords } from './labels';
