import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { Card } from './Card';
import type { CardContent } from './types';

export const cardBlock = defineBlock<CardContent>({
  schema: SCHEMAS.card,
  component: Card,
});
