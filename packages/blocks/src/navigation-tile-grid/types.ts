import type { ContentItem } from '@ridgeline/renderer';
import type { CmsLink, ImageLink } from '../shared/cms';

export interface NavigationTile {
  text: string;
  image: ImageLink;
  altText?: string;
  link: CmsLink;
}

/** Delivered `https://schema.ridgeline.dev/navigation-tile-grid` content. */
export interface NavigationTileGridContent extends ContentItem {
  childTiles: NavigationTile[];
}
