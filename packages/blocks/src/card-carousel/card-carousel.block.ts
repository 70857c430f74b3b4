import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { CardCarousel } from './CardCarousel';
import type { CardCarouselContent } from './types';

export const cardCarouselBlock = defineBlock<CardCarouselContent>({
  schema: SCHEMAS.cardCarousel,
  component: CardCarousel,
});
