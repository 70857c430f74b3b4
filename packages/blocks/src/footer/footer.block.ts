import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { FooterContent } from './types';

export const footerBlock = defineBlock<FooterContent>({
  schema: SCHEMAS.footer,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./Footer').then((m) => m.Footer)),
  // Islands: the newsletter sign-up and the drawers need code; the links and disclosures work without it.
  hydrate: 'visible',
});
