import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { ButtonGroupContent } from './types';

export const buttonGroupBlock = defineBlock<ButtonGroupContent>({
  schema: SCHEMAS.buttonGroup,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./ButtonGroup').then((m) => m.ButtonGroup)),
});
