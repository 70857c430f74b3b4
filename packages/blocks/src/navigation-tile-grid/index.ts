export { NavigationTileGrid, TILE_IMAGE, type NavigationTileGridProps } from './NavigationTileGrid';
export { navigationTileGridBlock } from './navigation-tile-grid.block';
export type { NavigationTileGridContent, NavigationTile } from './types';
