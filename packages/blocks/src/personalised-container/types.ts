import type { ContentItem } from '@ridgeline/renderer';

export interface PersonalisedVariant {
  segment: { id: string }[];
  matchMode?: 'Any' | 'All';
  content: ContentItem[];
}

/** Delivered `https://schema.ridgeline.dev/personalised-container` content. */
export interface PersonalisedContainerContent extends ContentItem {
  variants?: PersonalisedVariant[];
  maxNumberMatches?: number;
  defaultContent?: ContentItem[];
  /**
   * Set by the block's `adapt` during preparation: the items chosen for the shopper's customer
   * groups. `variants` and `defaultContent` are dropped then, so only these items are prepared,
   * loaded and sent to the browser.
   */
  matchedContent?: ContentItem[];
}
