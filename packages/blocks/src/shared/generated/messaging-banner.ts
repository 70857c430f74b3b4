/* eslint-disable */
// Generated from schemas/messaging-banner.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.

/**
 * A slim coloured strip with one message, optional legal text and up to three buttons.
 */
export interface MessagingBannerFields {
  headline: {
    /**
     * Localized: one value per locale; delivery with a locale returns that locale's string.
     */
    localizableText: string;
    /**
     * Small print under the message. Rich text (HTML), sanitized before it reaches the page.
     */
    legalText?: string;
    /**
     * Typeface from the Ridgeline type scale.
     */
    font?: 'Heading' | 'Body';
    /**
     * Leave empty to pick black or white automatically for AA contrast against the background.
     */
    fontColor?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
  };
  /**
   * A palette from the Ridgeline theme.
   */
  backgroundColor?: 'brand' | 'sale' | 'dark' | 'light' | 'gray' | 'spring' | 'summer' | 'autumn' | 'winter';
  buttonGroupSection?: {
    /**
     * Optional: makes the message itself a link.
     */
    url?: string;
    /**
     * Adds an arrow after each button label.
     */
    addArrowForwardIcon?: boolean;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    linkTarget?: '_self' | '_blank';
    /**
     * @minItems 0
     * @maxItems 3
     */
    buttonGroup?: {
      buttonText: string;
      /**
       * A site path (/t/new-arrivals) or a full https:// address. javascript: and data: URLs are refused when rendered.
       */
      url: string;
      /**
       * Where the link opens: the same tab, or a new tab.
       */
      urlTarget?: '_self' | '_blank';
      /**
       * Colour of the buttons, from the Ridgeline palette.
       */
      buttonColor?: 'Brand' | 'Sale' | 'Black' | 'White' | 'Gray';
    }[];
  };
  layout?: {
    isStacked?: boolean;
  };
}
