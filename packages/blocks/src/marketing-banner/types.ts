import type { ContentItem } from '@ridgeline/renderer';
import type { UrlTarget } from '../shared/cms';

/** One `bannerButtons` entry. A `url` of `#account-drawer` is the account-drawer button. */
export interface MarketingBannerButton {
  text: string;
  url: string;
  urlTarget?: UrlTarget;
}

/** One `childBanners` entry: the strip's messages and the offer shown in the drawer. */
export interface MarketingChildBanner {
  desktopRotatingMessage: string;
  mobileRotatingMessage?: string;
  headline: string;
  body?: string;
  bannerButtons?: MarketingBannerButton[];
  /** `legalBody` is HTML, sanitized by the renderer on the server. */
  legalTextLink?: { text?: string; legalBody?: string };
}

/** Delivered `https://schema.ridgeline.dev/marketing-banner` content. */
export interface MarketingBannerContent extends ContentItem {
  hideOffersText?: boolean;
  childBanners: MarketingChildBanner[];
}
