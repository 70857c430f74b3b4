/* eslint-disable */
// Generated from schemas/personalised-container.json by packages/blocks/scripts/schema-types.mjs. Do not edit: run `npm run blocks:generate`.
import type { ContentItem } from '@ridgeline/renderer';

/**
 * Shows different content to different customer groups. Variants are tried in order; the first maxNumberMatches whose segments match the shopper's groups render; if none match, the default content renders.
 */
export interface PersonalisedContainerFields {
  /**
   * @minItems 0
   * @maxItems 10
   */
  variants?: {
    /**
     * Customer groups (for example Registered, VIP, Unregistered, Everyone).
     *
     * @minItems 1
     * @maxItems 5
     */
    segment: {
      id: string;
    }[];
    /**
     * Any: the shopper is in at least one segment. All: the shopper is in every segment.
     */
    matchMode?: 'Any' | 'All';
    /**
     * @minItems 1
     * @maxItems 10
     */
    content: ContentItem[];
  }[];
  /**
   * How many matching variants may render, in order.
   */
  maxNumberMatches?: number;
  /**
   * Renders when no variant matches.
   *
   * @minItems 0
   * @maxItems 10
   */
  defaultContent?: ContentItem[];
}
