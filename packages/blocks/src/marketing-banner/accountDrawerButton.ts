import type { MarketingBannerButton } from './types';

/** `bannerButtons[].url` values that mean "close this drawer and open the account drawer". */
export const ACCOUNT_DRAWER_URLS: readonly string[] = ['#account-drawer', 'account-drawer'];

export const isAccountDrawerButton = (button: MarketingBannerButton) =>
  ACCOUNT_DRAWER_URLS.includes(button.url.trim().toLowerCase());
