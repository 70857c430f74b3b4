import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { CardContent } from './types';

export const cardBlock = defineBlock<CardContent>({
  schema: SCHEMAS.card,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./Card').then((m) => m.Card)),
});
