/**
 * @ridgeline/commerce, browser-safe: the commerce contract types (the subset of the Shopper APIs' products the tiles
 * read, the `CommerceService` the block loaders call), the product-to-tile mapping, the product page's model and
 * variation rules (`product/`) and the product list's query model (`list/params`). The clients are in `./server`,
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
// The product page's domain: Shopper Products → model, the variation/stock/price rules, image sizes, slugs.
export * from './product/model';
export * from './product/fromCommerce';
export * from './product/selection';
export * from './product/images';
export * from './product/slug';
// The product list's query model: what a list address means and the canonical query string of its links.
export * from './list/params';
// The store locator's settings and rules (form, status line, distances, the chosen store in localStorage).
export * from './stores/config';
export * from './stores/rules';
