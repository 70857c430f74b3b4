/* eslint-disable */
// Generated from schemas/hero-banner.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * A full-width image with a headline, body copy and calls to action. Art-directed: 4:5 below 1024 px, 16:9 from 1024 px.
 */
export interface HeroBannerFields {
  /**
   * The banner image. Upload at least 2560×1440 so it stays sharp on retina screens.
   */
  imageObject: {
    dynamicImage: ImageLink;
    /**
     * Describes the image for screen readers. Leave empty only when the image is purely decorative.
     */
    altText?: string;
    /**
     * Optional: makes the whole image a link.
     */
    link?: Link;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    linkTarget?: '_self' | '_blank';
    /**
     * Logo colour the floating header uses over this image.
     */
    logoColor?: 'dark' | 'light';
  };
  /**
   * Where the text box sits on the image.
   */
  layout?: {
    contentWidth?: 'narrow' | 'default';
    verticalAlignment?: 'Top' | 'Middle' | 'Bottom';
    horizontalAlignment?: 'Left' | 'Center' | 'Right';
    /**
     * Alignment of the text and buttons inside the content box.
     */
    contentJustification?: 'Left' | 'Center' | 'Right';
  };
  /**
   * Short line above the headline.
   */
  preheader?: {
    text?: string;
    /**
     * A colour from the Ridgeline palette; choose one with enough contrast against the image or background.
     */
    color?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
  };
  headline: {
    /**
     * Localized: one value per locale; delivery with a locale returns that locale's string.
     */
    text: string;
    /**
     * Typeface from the Ridgeline type scale.
     */
    font?: 'Heading' | 'Body';
    /**
     * A colour from the Ridgeline palette; choose one with enough contrast against the image or background.
     */
    color?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
  };
  body?: {
    bodyText?: string;
    /**
     * A colour from the Ridgeline palette; choose one with enough contrast against the image or background.
     */
    bodyColor?: 'white' | 'black' | 'brand' | 'sale' | 'gray';
  };
  /**
   * Applies to the desktop buttons and the mobile button.
   */
  buttonStyles?: {
    /**
     * Visual style of the buttons.
     */
    btnVariant?: 'Solid' | 'Outline' | 'Ghost' | 'Link';
    /**
     * Colour of the buttons, from the Ridgeline palette.
     */
    btnColor?: 'Brand' | 'Sale' | 'Black' | 'White' | 'Gray';
  };
  /**
   * Shown from 992 px wide.
   *
   * @minItems 0
   * @maxItems 3
   */
  desktopButtons?: {
    text: string;
    /**
     * A site path (/t/new-arrivals) or a full https:// address. javascript: and data: URLs are refused when rendered.
     */
    url: string;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    urlTarget?: '_self' | '_blank';
  }[];
  /**
   * Shown below 992 px wide.
   */
  mobileButton?: {
    text: string;
    /**
     * A site path (/t/new-arrivals) or a full https:// address. javascript: and data: URLs are refused when rendered.
     */
    url: string;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    urlTarget?: '_self' | '_blank';
  };
  /**
   * Optional logo or badge shown above the preheader.
   */
  secondaryGraphic?: {
    image?: ImageLink;
    altText?: string;
  };
  /**
   * Spacing between this banner and the next block.
   */
  spaceBelow?: 'None' | 'Small' | 'Medium' | 'Large';
  /**
   * Use "high" only for the first banner on a page: it loads the image eagerly.
   */
  fetchPriority?: 'auto' | 'high' | 'low';
  /**
   * Terms shown in a drawer when the shopper clicks the link text.
   */
  legalLink?: {
    linkText?: string;
    /**
     * Rich text (HTML). Sanitized before it reaches the page.
     */
    legalBody?: string;
  };
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
