/* eslint-disable */
// Generated from the lazyBlock(() => import('./Component')) of src/*/{name}.block.ts by packages/blocks/scripts/block-sources.mjs. Do not edit: run `npm run blocks:generate`.

import { createRegistry, lazyBlock, type BlockRegistry } from '@ridgeline/renderer/islands';

/** Every production block's component, loaded on demand: the browser side of an islands document. */
export const browserRegistry: BlockRegistry = createRegistry([
  { schema: 'https://schema.ridgeline.dev/auto-refresh', component: lazyBlock(() => import('../../../auto-refresh/AutoRefresh').then((m) => m.AutoRefresh)) },
  { schema: 'https://schema.ridgeline.dev/button-group', component: lazyBlock(() => import('../../../button-group/ButtonGroup').then((m) => m.ButtonGroup)) },
  { schema: 'https://schema.ridgeline.dev/card', component: lazyBlock(() => import('../../../card/Card').then((m) => m.Card)) },
  { schema: 'https://schema.ridgeline.dev/card-carousel', component: lazyBlock(() => import('../../../card-carousel/CardCarousel').then((m) => m.CardCarousel)) },
  { schema: 'https://schema.ridgeline.dev/category-landing-page', component: lazyBlock(() => import('../../../category-landing-page/CategoryLandingPage').then((m) => m.CategoryLandingPage)) },
  { schema: 'https://schema.ridgeline.dev/content-page', component: lazyBlock(() => import('../../../content-page/ContentPage').then((m) => m.ContentPage)) },
  { schema: 'https://schema.ridgeline.dev/footer', component: lazyBlock(() => import('../../../footer/Footer').then((m) => m.Footer)) },
  { schema: 'https://schema.ridgeline.dev/hero-banner', component: lazyBlock(() => import('../../../hero-banner/HeroBanner').then((m) => m.HeroBanner)) },
  { schema: 'https://schema.ridgeline.dev/home-page', component: lazyBlock(() => import('../../../home-page/HomePage').then((m) => m.HomePage)) },
  { schema: 'https://schema.ridgeline.dev/marketing-banner', component: lazyBlock(() => import('../../../marketing-banner/MarketingBanner').then((m) => m.MarketingBanner)) },
  { schema: 'https://schema.ridgeline.dev/messaging-banner', component: lazyBlock(() => import('../../../messaging-banner/MessagingBanner').then((m) => m.MessagingBanner)) },
  { schema: 'https://schema.ridgeline.dev/navigation-tile-grid', component: lazyBlock(() => import('../../../navigation-tile-grid/NavigationTileGrid').then((m) => m.NavigationTileGrid)) },
  { schema: 'https://schema.ridgeline.dev/personalised-container', component: lazyBlock(() => import('../../../personalised-container/PersonalisedContainer').then((m) => m.PersonalisedContainer)) },
  { schema: 'https://schema.ridgeline.dev/product-category-carousel', component: lazyBlock(() => import('../../../product-category-carousel/ProductCategoryCarousel').then((m) => m.ProductCategoryCarousel)) },
  { schema: 'https://schema.ridgeline.dev/product-recommendations-carousel', component: lazyBlock(() => import('../../../product-recommendations-carousel/ProductRecommendationsCarousel').then((m) => m.ProductRecommendationsCarousel)) },
  { schema: 'https://schema.ridgeline.dev/story-slider', component: lazyBlock(() => import('../../../story-slider/StorySlider').then((m) => m.StorySlider)) },
]);
