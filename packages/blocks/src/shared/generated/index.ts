/* eslint-disable */
// Generated from schemas/*.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

export type { AutoRefreshFields } from './auto-refresh';
export type { ButtonGroupFields } from './button-group';
export type { CardCarouselFields } from './card-carousel';
export type { CardFields } from './card';
export type { CategoryLandingPageFields } from './category-landing-page';
export type { ContentPageFields } from './content-page';
export type { DiagnosticThrowFields } from './diagnostic-throw';
export type { FooterFields } from './footer';
export type { HeroBannerFields } from './hero-banner';
export type { HomePageFields } from './home-page';
export type { MarketingBannerFields } from './marketing-banner';
export type { MessagingBannerFields } from './messaging-banner';
export type { NavigationTileGridFields } from './navigation-tile-grid';
export type { PageSeo, PageBlockList } from './page-partials';
export type { PersonalisedContainerFields } from './personalised-container';
export type { ProductCategoryCarouselFields } from './product-category-carousel';
export type { ProductRecommendationsCarouselFields } from './product-recommendations-carousel';
export type { StorySliderFields } from './story-slider';
