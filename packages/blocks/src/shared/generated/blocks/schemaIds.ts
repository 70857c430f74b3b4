/* eslint-disable */
// Generated from schemas/*.json by packages/blocks/scripts/block-sources.mjs. Do not edit: run `npm run blocks:generate`.

/** Every content type's `$id` starts with this. */
export const SCHEMA_BASE = 'https://schema.ridgeline.dev/';

/** Schema `$id`s, one per content type in /schemas, keyed by the camel-cased file name. */
export const SCHEMAS = {
  autoRefresh: 'https://schema.ridgeline.dev/auto-refresh',
  buttonGroup: 'https://schema.ridgeline.dev/button-group',
  cardCarousel: 'https://schema.ridgeline.dev/card-carousel',
  card: 'https://schema.ridgeline.dev/card',
  categoryLandingPage: 'https://schema.ridgeline.dev/category-landing-page',
  contentPage: 'https://schema.ridgeline.dev/content-page',
  diagnosticThrow: 'https://schema.ridgeline.dev/diagnostic-throw',
  footer: 'https://schema.ridgeline.dev/footer',
  heroBanner: 'https://schema.ridgeline.dev/hero-banner',
  homePage: 'https://schema.ridgeline.dev/home-page',
  marketingBanner: 'https://schema.ridgeline.dev/marketing-banner',
  messagingBanner: 'https://schema.ridgeline.dev/messaging-banner',
  navigationTileGrid: 'https://schema.ridgeline.dev/navigation-tile-grid',
  personalisedContainer: 'https://schema.ridgeline.dev/personalised-container',
  productCategoryCarousel: 'https://schema.ridgeline.dev/product-category-carousel',
  productRecommendationsCarousel: 'https://schema.ridgeline.dev/product-recommendations-carousel',
  storySlider: 'https://schema.ridgeline.dev/story-slider',
} as const;
