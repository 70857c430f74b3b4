import type { ContentItem } from '@ridgeline/renderer';
import type { CardContent } from '../card/types';
import type { CmsLink, UrlTarget } from '../shared/cms';

export type DesktopCardDisplay = 'default' | 'Compact' | 'Grid Viznav';

/** Delivered `https://schema.ridgeline.dev/card-carousel` content (cards inlined, `depth=all`). */
export interface CardCarouselContent extends ContentItem {
  header?: {
    headerText?: string;
    subHeaderText?: string;
    linkText?: string;
    link?: CmsLink;
    linkTarget?: UrlTarget;
  };
  desktopCardDisplay?: DesktopCardDisplay;
  /** The cards: content-links to `card` items, inlined at delivery. */
  cardComponentType: CardContent[];
}
