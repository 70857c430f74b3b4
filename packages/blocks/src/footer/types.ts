import type { ContentItem } from '@ridgeline/renderer';
import type { CmsLink, ImageLink, UrlTarget } from '../shared/cms';

export interface FooterLink {
  name: string;
  link: CmsLink;
  linkTarget?: UrlTarget;
}

export interface FooterColumn {
  columnTitle: string;
  links?: FooterLink[];
}

/** Delivered `https://schema.ridgeline.dev/footer` content (seeds §3 "Footer"). */
export interface FooterContent extends ContentItem {
  loyaltyBanner?: { text?: string; icon?: ImageLink };
  columnOne?: { items?: (FooterLink & { icon?: ImageLink })[] };
  showSurveyLink?: boolean;
  columnTwo?: FooterColumn;
  columnThree?: FooterColumn;
  subscribe?: {
    enableEmailSubscription?: boolean;
    emailTitleText?: string;
    emailDescriptionText?: string;
    /** HTML, sanitized by the renderer on the server. */
    legalText?: string;
  };
  marketingPromoLink?: {
    title?: string;
    subtitle?: string;
    link?: CmsLink;
    icon?: ImageLink;
    hasTwoStepModal?: boolean;
    linkTarget?: UrlTarget;
    desktopCampaignId?: string;
    mobileCampaignId?: string;
  };
  socialLinks?: { title: string; link: CmsLink; icon?: ImageLink }[];
  legalLinks?: FooterLink[];
  workingHours?: { name: string; text?: string }[];
}
