export { MarketingBanner, type MarketingBannerProps } from './MarketingBanner';
export { ACCOUNT_DRAWER_URLS, isAccountDrawerButton } from './accountDrawerButton';
export {
  ROTATION_INTERVAL_MS,
  ROTATION_FADE_MS,
  ACCOUNT_DRAWER_DELAY_MS,
  useRotation,
  type Rotation,
} from './useRotation';
export { marketingBannerBlock } from './marketing-banner.block';
export type { MarketingBannerContent, MarketingChildBanner, MarketingBannerButton } from './types';
