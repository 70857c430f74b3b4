export { MarketingBanner, ACCOUNT_DRAWER_URLS, isAccountDrawerButton, type MarketingBannerProps } from './MarketingBanner';
export { ROTATION_INTERVAL_MS, ROTATION_FADE_MS, ACCOUNT_DRAWER_DELAY_MS, useRotation, type Rotation } from './useRotation';
export { marketingBannerBlock } from './marketing-banner.block';
export type { MarketingBannerContent, MarketingChildBanner, MarketingBannerButton } from './types';
