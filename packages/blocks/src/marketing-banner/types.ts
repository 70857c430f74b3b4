import type { ContentItem } from '@ridgeline/renderer';
import type { MarketingBannerFields } from '../shared/generated';

/** One `childBanners` entry: the strip's messages and the offer shown in the drawer. */
export type MarketingChildBanner = MarketingBannerFields['childBanners'][number];

/** One `bannerButtons` entry. A `url` of `#account-drawer` is the account-drawer button. */
export type MarketingBannerButton = NonNullable<MarketingChildBanner['bannerButtons']>[number];

/** Delivered `https://schema.ridgeline.dev/marketing-banner` content; the fields come from schemas/marketing-banner.json. */
export interface MarketingBannerContent extends ContentItem, MarketingBannerFields {}
