import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import type { HomePageContent } from '../shared/page/types';
import { SCHEMAS } from '../shared/cms';

export const homePageBlock = defineBlock<HomePageContent>({
  schema: SCHEMAS.homePage,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./HomePage').then((m) => m.HomePage)),
});
