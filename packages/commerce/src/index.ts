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
  TileDisplayOptions,
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
  carouselWordsOf,
  productTileLabelsOf,
  type ProductCarouselWords,
  FOOTER_WORDS,
  footerWordsOf,
  type FooterWords,
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
export * from './search/quickSearch';
export * from './search/quickSearchView';
export * from './search/recentSearches';
export * from './analytics/dataLayer';
export * from './einstein/activityClient';
export * from './einstein/recommendations';
export * from './einstein/pageActivity';
export * from './analytics/shopActivity';
// The Active Data page-view beacon, sent first-party through the storefront's proxy path.
export * from './analytics/activeData';
// Sign-in and registration: the precheck's answer, the forms' schemas, the phone and postal-code rules, the
// registration body (the storefront's dialog, its pages and its server actions share them).
export * from './account/precheck';
export * from './account/schemas';
export * from './account/phone';
export * from './account/postalCodes';
export * from './account/registrationPayload';
export * from './account/consentCalls';
export * from './account/formProblem';
export * from './account/dialogRules';
// Progressive profiling: the drawer's steps, the answers and their check.
export * from './account/profiling';
export * from './account/orders';
// The bag and checkout's models and rules (browser-safe): the page models, loyalty, the reservation countdown, the address fields.
export * from './cart/cartView';
export * from './cart/loyalty';
export * from './cart/reservation';
// The product page's notice of an add made without JavaScript, read from its address.
export * from './cart/bagNotice';
export * from './checkout/checkoutView';
// The same-origin check every redirect target passes (docs/behaviour/urls.md).
export * from './safeRedirect';
export * from './checkout/address';
export * from './checkout/addressSchema';
// The product list's view: every link, filter, sort and page of a list page from its query and the search's answer.
export * from './list/view';
// The compare list's rules and storage, and what a tile or the tray shows of a compared product.
export * from './compare/compareList';
export * from './compare/compareEntry';
// The product page's recommendations: the anchors rule, the tiles endpoint's address, the island's loading.
export * from './recommendations/recommendations';
// The product page's ratings, reviews and questions: the reviews service's answers read into what the page shows.
export * from './reviews/model';
// The product page's size guide (per brand and category): the size-guide service's answer read into a table.
export * from './sizeGuide/model';
export * from './compare/compareStore';
export * from './product/lastViewed';
export * from './product/page';
// The product page's switches (fit tip, shipping-returns drawer, technology badge, sections open on load).
export * from './product/flags';
export * from './product/buyBox';
export * from './list/head';
// The store locator's settings and rules (form, status line, distances, the chosen store in localStorage).
export * from './stores/config';
export * from './stores/rules';
// Being found: JSON-LD builders and their checker, sitemaps and robots.txt.
export * from './seo/structuredData';
export * from './seo/jsonLdCheck';
export * from './seo/sitemap';
export * from './seo/relatedLinks';
export * from './shopperContextParams';
