import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { HeroBanner } from './HeroBanner';
import type { HeroBannerContent } from './types';

export const heroBannerBlock = defineBlock<HeroBannerContent>({
  schema: SCHEMAS.heroBanner,
  component: HeroBanner,
});
