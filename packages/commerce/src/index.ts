/**
 * @ridgeline/commerce, browser-safe: the commerce contract types (the subset of the Shopper APIs' products the tiles
 * read, the `CommerceService` the block loaders call) and the product-to-tile mapping. The clients are in `./server`,
 * the in-memory fake service in `./testing`.
 */
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
  sharedUrlBase,
  type HtmlSanitizer,
  type ToTileModelOptions,
} from './toTileModel';
export {
  PRODUCT_CAROUSEL_WORDS,
  productCarouselWordsOf,
  productTileLabelsOf,
  type ProductCarouselWords,
} from './labels';
export * from './productSearch';
