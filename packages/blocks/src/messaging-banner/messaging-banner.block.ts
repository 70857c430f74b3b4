import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { MessagingBanner } from './MessagingBanner';
import type { MessagingBannerContent } from './types';

export const messagingBannerBlock = defineBlock<MessagingBannerContent>({
  schema: SCHEMAS.messagingBanner,
  component: MessagingBanner,
});
