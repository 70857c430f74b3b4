/* eslint-disable */
// Generated from schemas/button-group.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ImageLink } from '@ridgeline/renderer';

/**
 * A row of links styled as buttons (for example category shortcuts), optionally with small round avatars.
 */
export interface ButtonGroupFields {
  headerText?: {
    sectionHeaderText?: string;
    placement?: 'Above' | 'Inline';
  };
  /**
   * @minItems 1
   * @maxItems 12
   */
  buttons: {
    text: string;
    /**
     * A site path (/t/new-arrivals) or a full https:// address. javascript: and data: URLs are refused when rendered.
     */
    url: string;
    /**
     * Where the link opens: the same tab, or a new tab.
     */
    urlTarget?: '_self' | '_blank';
    /**
     * Optional small round image before the label.
     */
    avatar?: {
      src?: ImageLink;
      /**
       * Describes the avatar; leave empty when the label says it all.
       */
      name?: string;
    };
  }[];
  /**
   * Visual style of the buttons.
   */
  buttonStyle?: 'Solid' | 'Outline' | 'Ghost' | 'Link';
  /**
   * Content Overflow scrolls sideways; Content Stack wraps onto several lines.
   */
  responsiveBehavior?: 'Content Overflow' | 'Content Stack';
}
