import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { NavigationTileGrid } from './NavigationTileGrid';
import type { NavigationTileGridContent } from './types';

export const navigationTileGridBlock = defineBlock<NavigationTileGridContent>({
  schema: SCHEMAS.navigationTileGrid,
  component: NavigationTileGrid,
});
