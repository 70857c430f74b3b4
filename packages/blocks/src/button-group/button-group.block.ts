import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { ButtonGroup } from './ButtonGroup';
import type { ButtonGroupContent } from './types';

export const buttonGroupBlock = defineBlock<ButtonGroupContent>({
  schema: SCHEMAS.buttonGroup,
  component: ButtonGroup,
});
