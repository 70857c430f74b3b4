import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import type { ContentPageContent } from '../shared/page/types';
import { SCHEMAS } from '../shared/cms';

export const contentPageBlock = defineBlock<ContentPageContent>({
  schema: SCHEMAS.contentPage,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./ContentPage').then((m) => m.ContentPage)),
});
