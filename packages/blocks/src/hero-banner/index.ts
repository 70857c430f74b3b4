export { HeroBanner, heroImageSources, HERO_IMAGE_TIERS, type HeroBannerProps } from './HeroBanner';
export { heroBannerBlock } from './hero-banner.block';
export type { HeroBannerContent } from './types';
