// Public API of @ridgeline/blocks: the block definitions, a registry of all of them, the
// content types and the non-visual helpers (commerce mapping, page SEO/shell, newsletter service).
// The React components are NOT exported here but from `@ridgeline/blocks/components`: every
// definition loads its component lazily (`lazyBlock`), so importing the registry must not pull
// any block's code into an app's first-load bundle. Nothing in this module's import graph may
// import a block component. See README.md, "Lazy blocks".
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

export { diagnosticBlocks, diagnosticThrowBlock } from './diagnostics/diagnosticBlocks';
export {
  buttonGroupBlock,
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
  contentPageBlock,
  heroBannerBlock,
  homePageBlock,
  messagingBannerBlock,
  personalisedContainerBlock,
};

export * from './shared/commerce';
export { pageSeo, OG_IMAGE, type PageHead } from './shared/page/pageSeo';
export { pageShell, COLLECTION_LOGO_HEIGHT, type PageShell } from './shared/page/pageShell';
export type { PageSeoContent, HomePageContent, ContentPageContent, CategoryLandingPageContent, PageContent } from './shared/page/types';
export { adaptPersonalisedContainer, personalisedItems } from './personalised-container/adapt';
export { CONFLICTING_ANCHORS_MESSAGE, hasConflictingAnchors } from './product-recommendations-carousel/anchors';
export * from './auto-refresh/refreshDate';
export * from './footer/newsletter';
export * from './footer/actions';
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
export type { AutoRefreshContent } from './auto-refresh/types';
export type { ButtonGroupContent, ButtonGroupButton } from './button-group/types';
export type { CardCarouselContent, DesktopCardDisplay } from './card-carousel/types';
export type { CardContent } from './card/types';
export type { FooterContent, FooterColumn, FooterLink } from './footer/types';
export type { HeroBannerContent } from './hero-banner/types';
export type { MarketingBannerContent, MarketingChildBanner, MarketingBannerButton } from './marketing-banner/types';
export type { MessagingBannerContent, MessagingBannerButton } from './messaging-banner/types';
export type { NavigationTileGridContent, NavigationTile } from './navigation-tile-grid/types';
export type { PersonalisedContainerContent, PersonalisedVariant } from './personalised-container/types';
export type { ProductCategoryCarouselContent } from './product-category-carousel/types';
export type { ProductRecommendationsCarouselContent } from './product-recommendations-carousel/types';
export type { StorySliderContent, StoryCard } from './story-slider/types';
export type { DiagnosticThrowContent } from './diagnostics/DiagnosticThrow';
export type * from './shared/generated';
