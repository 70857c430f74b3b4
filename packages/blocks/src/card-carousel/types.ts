import type { ContentItem } from '@ridgeline/renderer';
import type { CardContent } from '../card/types';
import type { CardCarouselFields } from '../shared/generated';

export type DesktopCardDisplay = NonNullable<CardCarouselFields['desktopCardDisplay']>;

/** Delivered `https://schema.ridgeline.dev/card-carousel` content (cards inlined, `depth=all`); fields from schemas/card-carousel.json. */
export interface CardCarouselContent extends ContentItem, Omit<CardCarouselFields, 'cardComponentType'> {
  /** The cards: content-links to `card` items, inlined at delivery. */
  cardComponentType: CardContent[];
}
