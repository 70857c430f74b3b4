import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { HeroBannerContent } from './types';
import { hasLegalDrawer } from './legalDrawer';

export const heroBannerBlock = defineBlock<HeroBannerContent>({
  schema: SCHEMAS.heroBanner,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./HeroBanner').then((m) => m.HeroBanner)),
  // Islands: static unless it has a legal drawer, whose code loads on the first interaction with the banner.
  hydrate: (content) => (hasLegalDrawer(content) ? 'interaction' : 'none'),
});
