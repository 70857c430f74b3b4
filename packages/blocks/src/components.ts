// `@ridgeline/blocks/components`: each block's React component and the constants that belong to it,
// for apps, stories and tests that render a block directly. The registry (`@ridgeline/blocks`) never
// imports this module: it loads each component lazily, so a page ships only the blocks it uses.
export { HeroBanner, heroImageSources, HERO_IMAGE_TIERS, type HeroBannerProps } from './hero-banner/HeroBanner';
export { MessagingBanner, messagingTextColor, messagingButtonLook, type MessagingBannerProps } from './messaging-banner/MessagingBanner';
export { ButtonGroup, type ButtonGroupProps } from './button-group/ButtonGroup';
export { PersonalisedContainer, type PersonalisedContainerProps } from './personalised-container/PersonalisedContainer';
export { HomePage, type HomePageProps } from './home-page/HomePage';
export { ContentPage, type ContentPageProps } from './content-page/ContentPage';
export { CategoryLandingPage, type CategoryLandingPageProps } from './category-landing-page/CategoryLandingPage';
export { PageBlocks } from './shared/page/PageBlocks';
export { Card, CardHeadingLevel, CARD_IMAGE, type CardProps } from './card/Card';
export { CardCarousel, CARD_SLIDE_WIDTHS, MAX_CARDS, cardSlideWidths, type CardCarouselProps } from './card-carousel/CardCarousel';
export { ProductCategoryCarousel, type ProductCategoryCarouselProps } from './product-category-carousel/ProductCategoryCarousel';
export { ProductRecommendationsCarousel, type ProductRecommendationsCarouselProps } from './product-recommendations-carousel/ProductRecommendationsCarousel';
export { NavigationTileGrid, TILE_IMAGE, type NavigationTileGridProps } from './navigation-tile-grid/NavigationTileGrid';
export { StorySlider, STORY_SLIDER, STORY_SLIDE_WIDTHS, STORY_CARD_IMAGE, STORY_BACKGROUND_IMAGE, type StorySliderProps, type StoryPhase } from './story-slider/StorySlider';
export { MarketingBanner, ACCOUNT_DRAWER_URLS, isAccountDrawerButton, type MarketingBannerProps } from './marketing-banner/MarketingBanner';
export { ROTATION_INTERVAL_MS, ROTATION_FADE_MS, ACCOUNT_DRAWER_DELAY_MS, useRotation, type Rotation } from './marketing-banner/useRotation';
export { Footer, FOOTER_ACCORDION_IDS, type FooterProps } from './footer/Footer';
export { NewsletterSignup, type NewsletterSignupProps } from './footer/NewsletterSignup';
export { AutoRefresh, AutoRefreshNavigationProvider, type AutoRefreshNavigate, type AutoRefreshProps } from './auto-refresh/AutoRefresh';
export { DiagnosticThrow, DIAGNOSTIC_DEFAULT_MESSAGE } from './diagnostics/DiagnosticThrow';
export { BlockPosition, useBlockPosition, usePageHeadingLevel } from './shared/position';
