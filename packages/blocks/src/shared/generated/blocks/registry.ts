/* eslint-disable */
// Generated from src/*/{name}.block.ts by packages/blocks/scripts/block-sources.mjs. Do not edit: run `npm run blocks:generate`.

import type { BlockDefinition } from '@ridgeline/renderer';
import { autoRefreshBlock } from '../../../auto-refresh/auto-refresh.block';
import { buttonGroupBlock } from '../../../button-group/button-group.block';
import { cardBlock } from '../../../card/card.block';
import { cardCarouselBlock } from '../../../card-carousel/card-carousel.block';
import { categoryLandingPageBlock } from '../../../category-landing-page/category-landing-page.block';
import { contentPageBlock } from '../../../content-page/content-page.block';
import { diagnosticThrowBlock } from '../../../diagnostics/diagnostic-throw.block';
import { footerBlock } from '../../../footer/footer.block';
import { heroBannerBlock } from '../../../hero-banner/hero-banner.block';
import { homePageBlock } from '../../../home-page/home-page.block';
import { marketingBannerBlock } from '../../../marketing-banner/marketing-banner.block';
import { messagingBannerBlock } from '../../../messaging-banner/messaging-banner.block';
import { navigationTileGridBlock } from '../../../navigation-tile-grid/navigation-tile-grid.block';
import { personalisedContainerBlock } from '../../../personalised-container/personalised-container.block';
import { productCategoryCarouselBlock } from '../../../product-category-carousel/product-category-carousel.block';
import { productRecommendationsCarouselBlock } from '../../../product-recommendations-carousel/product-recommendations-carousel.block';
import { storySliderBlock } from '../../../story-slider/story-slider.block';

/** Every production block: one per `{name}.block.ts` in a block folder other than `src/diagnostics/`. */
export const blockDefinitions: readonly BlockDefinition[] = [
  autoRefreshBlock,
  buttonGroupBlock,
  cardBlock,
  cardCarouselBlock,
  categoryLandingPageBlock,
  contentPageBlock,
  footerBlock,
  heroBannerBlock,
  homePageBlock,
  marketingBannerBlock,
  messagingBannerBlock,
  navigationTileGridBlock,
  personalisedContainerBlock,
  productCategoryCarouselBlock,
  productRecommendationsCarouselBlock,
  storySliderBlock,
];

/**
 * Test-only blocks (`src/diagnostics/`), never in `blockDefinitions`: an app adds them
 * (`createRegistry([...blockDefinitions, ...diagnosticBlocks])`) only when it asks for diagnostics.
 */
export const diagnosticBlocks: readonly BlockDefinition[] = [
  diagnosticThrowBlock,
];

export {
  autoRefreshBlock,
  buttonGroupBlock,
  cardBlock,
  cardCarouselBlock,
  categoryLandingPageBlock,
  contentPageBlock,
  diagnosticThrowBlock,
  footerBlock,
  heroBannerBlock,
  homePageBlock,
  marketingBannerBlock,
  messagingBannerBlock,
  navigationTileGridBlock,
  personalisedContainerBlock,
  productCategoryCarouselBlock,
  productRecommendationsCarouselBlock,
  storySliderBlock,
};

export type * from '../../../auto-refresh/types';
export type * from '../../../button-group/types';
export type * from '../../../card/types';
export type * from '../../../card-carousel/types';
export type * from '../../../diagnostics/types';
export type * from '../../../footer/types';
export type * from '../../../hero-banner/types';
export type * from '../../../marketing-banner/types';
export type * from '../../../messaging-banner/types';
export type * from '../../../navigation-tile-grid/types';
export type * from '../../../personalised-container/types';
export type * from '../../../product-category-carousel/types';
export type * from '../../../product-recommendations-carousel/types';
export type * from '../../../story-slider/types';
