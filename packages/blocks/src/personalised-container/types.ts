import type { ContentItem } from '@ridgeline/renderer';
import type { PersonalisedContainerFields } from '../shared/generated';

export type PersonalisedVariant = NonNullable<PersonalisedContainerFields['variants']>[number];

/** Delivered `https://schema.ridgeline.dev/personalised-container` content; the fields come from schemas/personalised-container.json. */
export interface PersonalisedContainerContent extends ContentItem, PersonalisedContainerFields {
  /**
   * Set by the block's `adapt` during preparation: the items chosen for the shopper's customer
   * groups. `variants` and `defaultContent` are dropped then, so only these items are prepared,
   * loaded and sent to the browser.
   */
  matchedContent?: ContentItem[];
}
