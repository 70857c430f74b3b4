import type { ContentItem } from '@ridgeline/renderer';
import type { NavigationTileGridFields } from '../shared/generated';

export type NavigationTile = NavigationTileGridFields['childTiles'][number];

/** Delivered `https://schema.ridgeline.dev/navigation-tile-grid` content; the fields come from schemas/navigation-tile-grid.json. */
export interface NavigationTileGridContent extends ContentItem, NavigationTileGridFields {}
