import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { PersonalisedContainer, adaptPersonalisedContainer } from './PersonalisedContainer';
import type { PersonalisedContainerContent } from './types';

export const personalisedContainerBlock = defineBlock<PersonalisedContainerContent>({
  schema: SCHEMAS.personalisedContainer,
  component: PersonalisedContainer,
  adapt: adaptPersonalisedContainer,
});
