/* eslint-disable */
// Generated from schemas/marketing-banner.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * A slim strip of rotating offer messages (every 5 s, separate desktop and mobile messages). Clicking it opens a side drawer with every offer: headline, body, buttons and legal details.
 */
export interface MarketingBannerFields {
  /**
   * Hides the "Offers" label shown beside the rotating message in the strip.
   */
  hideOffersText?: boolean;
  /**
   * One entry per offer. The strip rotates through their messages; the drawer lists all of them.
   *
   * @minItems 1
   * @maxItems 6
   */
  childBanners: {
    /**
     * The strip's message from 992 px wide.
     */
    desktopRotatingMessage: string;
    /**
     * The strip's message below 992 px wide. Keep it short (about 40 characters). Empty: the desktop message is used.
     */
    mobileRotatingMessage?: string;
    /**
     * The offer's headline in the drawer.
     */
    headline: string;
    /**
     * The offer's description in the drawer.
     */
    body?: string;
    /**
     * Calls to action in the drawer. A URL of #account-drawer makes the button close the drawer and open the account drawer.
     *
     * @minItems 0
     * @maxItems 2
     */
    bannerButtons?: {
      text: string;
      /**
       * A site path (/t/new-arrivals), a full https:// address, or #account-drawer. javascript: and data: URLs are refused when rendered.
       */
      url: string;
      /**
       * Where the link opens: the same tab, or a new tab.
       */
      urlTarget?: '_self' | '_blank';
    }[];
    /**
     * Optional: a link under the offer that opens its terms in a second drawer.
     */
    legalTextLink?: {
      text?: string;
      /**
       * The terms. Rich text (HTML), sanitized before it reaches the page.
       */
      legalBody?: string;
    };
  }[];
}
