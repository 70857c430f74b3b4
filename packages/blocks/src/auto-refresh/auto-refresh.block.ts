import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { AutoRefreshContent } from './types';

/** Preview only: the component renders nothing outside `mode: 'preview'`. */
export const autoRefreshBlock = defineBlock<AutoRefreshContent>({
  schema: SCHEMAS.autoRefresh,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./AutoRefresh').then((m) => m.AutoRefresh)),
});
