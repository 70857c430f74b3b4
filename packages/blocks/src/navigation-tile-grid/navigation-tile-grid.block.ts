import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { NavigationTileGridContent } from './types';

export const navigationTileGridBlock = defineBlock<NavigationTileGridContent>({
  schema: SCHEMAS.navigationTileGrid,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./NavigationTileGrid').then((m) => m.NavigationTileGrid)),
});
