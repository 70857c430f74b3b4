import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import type { CategoryLandingPageContent } from '../shared/page/types';
import { SCHEMAS } from '../shared/cms';

export const categoryLandingPageBlock = defineBlock<CategoryLandingPageContent>({
  schema: SCHEMAS.categoryLandingPage,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./CategoryLandingPage').then((m) => m.CategoryLandingPage)),
});
