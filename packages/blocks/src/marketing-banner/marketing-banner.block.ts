import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { MarketingBannerContent } from './types';

export const marketingBannerBlock = defineBlock<MarketingBannerContent>({
  schema: SCHEMAS.marketingBanner,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./MarketingBanner').then((m) => m.MarketingBanner)),
  // Islands: rotates its messages by itself and opens the offers drawer: needed soon, never before first paint.
  hydrate: 'idle',
});
