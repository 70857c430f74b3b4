import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { adaptPersonalisedContainer } from './adapt';
import type { PersonalisedContainerContent } from './types';

export const personalisedContainerBlock = defineBlock<PersonalisedContainerContent>({
  schema: SCHEMAS.personalisedContainer,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./PersonalisedContainer').then((m) => m.PersonalisedContainer)),
  adapt: adaptPersonalisedContainer,
});
