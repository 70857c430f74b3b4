/* eslint-disable */
// Generated from schemas/footer.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * The site footer: loyalty banner, link columns (closed disclosures below 992 px), email sign-up, marketing promo link, social links, working hours and contacts, legal links. Place it as the last block of a page.
 */
export interface FooterFields {
  /**
   * A strip above the footer columns promoting the loyalty programme.
   */
  loyaltyBanner?: {
    text?: string;
    icon?: ImageLink;
  };
  /**
   * Help links with icons. View My Account (/account) and the location button are added by the footer.
   */
  columnOne?: {
    /**
     * @minItems 0
     * @maxItems 8
     */
    items?: {
      name: string;
      link: Link;
      icon?: ImageLink;
      /**
       * Where the link opens: the same tab, or a new tab.
       */
      linkTarget?: '_self' | '_blank';
    }[];
  };
  /**
   * Adds a "Website feedback" button that opens the survey widget.
   */
  showSurveyLink?: boolean;
  /**
   * A titled list of links: a closed disclosure below 992 px, shown open from 992 px.
   */
  columnTwo?: {
    columnTitle: string;
    /**
     * @minItems 0
     * @maxItems 12
     */
    links?: FooterLink[];
  };
  /**
   * A titled list of links: a closed disclosure below 992 px, shown open from 992 px.
   */
  columnThree?: {
    columnTitle: string;
    /**
     * @minItems 0
     * @maxItems 12
     */
    links?: FooterLink[];
  };
  subscribe?: {
    enableEmailSubscription?: boolean;
    emailTitleText?: string;
    emailDescriptionText?: string;
    /**
     * Small print under the form. Rich text (HTML), sanitized before it reaches the page.
     */
    legalText?: string;
  };
  /**
   * A highlighted link (for example text-message sign-up). With the two-step modal it opens the SMS sign-up widget instead of navigating.
   */
  marketingPromoLink?: {
    title?: string;
    subtitle?: string;
    link?: Link;
    icon?: ImageLink;
    /**
     * On: a click opens the SMS widget's two-step sign-up (campaign chosen by screen width) instead of following the link.
     */
    hasTwoStepModal?: boolean;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    linkTarget?: '_self' | '_blank';
    /**
     * Empty: the default wide-screen campaign.
     */
    desktopCampaignId?: string;
    /**
     * Empty: the default narrow-screen campaign.
     */
    mobileCampaignId?: string;
  };
  /**
   * @minItems 0
   * @maxItems 8
   */
  socialLinks?: {
    /**
     * The network's name; read by screen readers and shown when there is no icon.
     */
    title: string;
    link: Link;
    icon?: ImageLink;
  }[];
  /**
   * @minItems 0
   * @maxItems 10
   */
  legalLinks?: FooterLink[];
  /**
   * @minItems 0
   * @maxItems 6
   */
  workingHours?: {
    name: string;
    text?: string;
  }[];
}
/**
 * Where the link goes: a category (linkQuery = category id), the account drawer, or any other URL (linkQuery = path or https:// address).
 */
export interface Link {
  linkType: 'category' | 'account-drawer' | 'other';
  /**
   * Category id for "category"; a site path or https:// address for "other"; ignored for "account-drawer".
   */
  linkQuery?: string;
  /**
   * Human-readable path segment used in category URLs (for example "womens-jackets").
   */
  linkSEO?: string;
  target?: boolean;
}
export interface FooterLink {
  name: string;
  link: Link;
  /**
   * Where the link opens: the same tab, or a new tab.
   */
  linkTarget?: '_self' | '_blank';
}
