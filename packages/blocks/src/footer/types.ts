import type { ContentItem } from '@ridgeline/renderer';
import type { FooterFields } from '../shared/generated';

export type FooterColumn = NonNullable<FooterFields['columnTwo']>;
export type FooterLink = NonNullable<FooterColumn['links']>[number];

/** Delivered `https://schema.ridgeline.dev/footer` content (docs/behaviour/blocks.md#footer); the fields come from schemas/footer.json. */
export interface FooterContent extends ContentItem, FooterFields {}
