/* eslint-disable */
// Generated from schemas/page-partials.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink, ContentItem } from '@ridgeline/renderer';

/**
 * What search engines and social networks see. The storefront turns this into the page <head>.
 */
export interface PageSeo {
  /**
   * Shown in the browser tab and search results. Keep it under 60 characters.
   */
  title?: string;
  /**
   * Shown under the title in search results. 120 to 160 characters work best.
   */
  description?: string;
  /**
   * Adds robots "noindex".
   */
  noindex?: boolean;
  /**
   * Comma-separated keywords.
   */
  keywords?: string;
  /**
   * The preferred address of this page, when the same content is reachable under several URLs.
   */
  canonicalUrl?: string;
  /**
   * How the page looks when shared.
   */
  openGraph?: {
    ogTitle?: string;
    ogDescription?: string;
    /**
     * 1200×630 works best.
     */
    ogImage?: ImageLink;
  };
  /**
   * The same page in other locales (hreflang alternates).
   *
   * @minItems 0
   * @maxItems 20
   */
  alternateUrls?: {
    /**
     * A locale like en-US or fr-CA, or x-default.
     */
    locale: string;
    /**
     * Absolute address of the page in that locale.
     */
    url: string;
  }[];
}

/**
 * The blocks of the page, rendered top to bottom.
 *
 * @minItems 0
 * @maxItems 40
 */
export type PageBlockList = ContentItem[];
