import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import type { CategoryLandingPageContent } from '../shared/page/types';
import { SCHEMAS } from '../shared/cms';
import { relatedLinksData, type RelatedLinksData } from './relatedLinks';

export const categoryLandingPageBlock = defineBlock<CategoryLandingPageContent, RelatedLinksData>({
  schema: SCHEMAS.categoryLandingPage,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./CategoryLandingPage').then((m) => m.CategoryLandingPage)),
  // Server side: the related links that may be shown (url, anchor text, a base domain); the others logged once.
  load: async (content, ctx) => relatedLinksData(content, ctx),
});
