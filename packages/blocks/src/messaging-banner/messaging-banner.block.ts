import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { MessagingBannerContent } from './types';

export const messagingBannerBlock = defineBlock<MessagingBannerContent>({
  schema: SCHEMAS.messagingBanner,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./MessagingBanner').then((m) => m.MessagingBanner)),
});
