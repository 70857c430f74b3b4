/* eslint-disable */
// Generated from the lazyBlock(() => import('./Component')) of src/*/{name}.block.ts by packages/blocks/scripts/block-sources.mjs. Do not edit: run `npm run blocks:generate`.

export * from '../../../auto-refresh/AutoRefresh';
export * from '../../../button-group/ButtonGroup';
export * from '../../../card/Card';
export * from '../../../card-carousel/CardCarousel';
export * from '../../../category-landing-page/CategoryLandingPage';
export * from '../../../content-page/ContentPage';
export * from '../../../diagnostics/DiagnosticThrow';
export * from '../../../footer/Footer';
export * from '../../../hero-banner/HeroBanner';
export * from '../../../home-page/HomePage';
export * from '../../../marketing-banner/MarketingBanner';
export * from '../../../messaging-banner/MessagingBanner';
export * from '../../../navigation-tile-grid/NavigationTileGrid';
export * from '../../../personalised-container/PersonalisedContainer';
export * from '../../../product-category-carousel/ProductCategoryCarousel';
export * from '../../../product-recommendations-carousel/ProductRecommendationsCarousel';
export * from '../../../story-slider/StorySlider';
