import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { CardCarouselContent } from './types';

export const cardCarouselBlock = defineBlock<CardCarouselContent>({
  schema: SCHEMAS.cardCarousel,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./CardCarousel').then((m) => m.CardCarousel)),
  // Islands: a carousel: embla and its controls need code once it nears the viewport.
  hydrate: 'visible',
});
