// Public API of @ridgeline/blocks: the block definitions, a registry of all of them, each
// component and the content/prop types. One folder per block; see README.md.
import { createRegistry, type BlockDefinition } from '@ridgeline/renderer';
import { buttonGroupBlock } from './button-group/button-group.block';
import { cardBlock } from './card/card.block';
import { cardCarouselBlock } from './card-carousel/card-carousel.block';
import { productCategoryCarouselBlock } from './product-category-carousel/product-category-carousel.block';
import { productRecommendationsCarouselBlock } from './product-recommendations-carousel/product-recommendations-carousel.block';
import { categoryLandingPageBlock } from './category-landing-page/category-landing-page.block';
import { navigationTileGridBlock } from './navigation-tile-grid/navigation-tile-grid.block';
import { storySliderBlock } from './story-slider/story-slider.block';
import { marketingBannerBlock } from './marketing-banner/marketing-banner.block';
import { footerBlock } from './footer/footer.block';
import { autoRefreshBlock } from './auto-refresh/auto-refresh.block';
import { contentPageBlock } from './content-page/content-page.block';
import { heroBannerBlock } from './hero-banner/hero-banner.block';
import { homePageBlock } from './home-page/home-page.block';
import { messagingBannerBlock } from './messaging-banner/messaging-banner.block';
import { personalisedContainerBlock } from './personalised-container/personalised-container.block';

/** Every production block, one per schema in /schemas (diagnostic blocks excluded). */
export const blockDefinitions: readonly BlockDefinition[] = [
  heroBannerBlock,
  messagingBannerBlock,
  buttonGroupBlock,
  personalisedContainerBlock,
  homePageBlock,
  contentPageBlock,
  cardBlock,
  cardCarouselBlock,
  productCategoryCarouselBlock,
  productRecommendationsCarouselBlock,
  categoryLandingPageBlock,
  navigationTileGridBlock,
  storySliderBlock,
  marketingBannerBlock,
  footerBlock,
  autoRefreshBlock,
];

/** `createRegistry(blockDefinitions)`. */
export const registry = createRegistry(blockDefinitions);

export * from './hero-banner';
export * from './messaging-banner';
export * from './button-group';
export * from './personalised-container';
export * from './home-page';
export * from './content-page';
export * from './card';
export * from './card-carousel';
export * from './product-category-carousel';
export * from './product-recommendations-carousel';
export * from './category-landing-page';
export * from './commerce';
export * from './navigation-tile-grid';
export * from './story-slider';
export * from './marketing-banner';
export * from './footer';
export * from './auto-refresh';
export * from './page';
export * from './diagnostics';
export { BlockPosition, useBlockPosition, usePageHeadingLevel } from './shared/position';
export { ACCOUNT_DRAWER_EVENT } from './shared/actions';
export {
  SCHEMAS,
  SCHEMA_BASE,
  textColorFromCms,
  spaceBelowFromCms,
  type CmsLink,
  type CmsTextColor,
  type CmsFont,
  type CtaButton,
  type SpaceBelow,
  type UrlTarget,
} from './shared/cms';
export type * from './generated';
