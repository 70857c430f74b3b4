import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { MarketingBanner } from './MarketingBanner';
import type { MarketingBannerContent } from './types';

export const marketingBannerBlock = defineBlock<MarketingBannerContent>({
  schema: SCHEMAS.marketingBanner,
  component: MarketingBanner,
});
