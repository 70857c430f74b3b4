import type { ContentItem } from '@ridgeline/renderer';
import type { MessagingBannerFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/messaging-banner` content; the fields come from schemas/messaging-banner.json. */
export interface MessagingBannerContent extends ContentItem, MessagingBannerFields {}

export type MessagingBannerButton = NonNullable<
  NonNullable<MessagingBannerFields['buttonGroupSection']>['buttonGroup']
>[number];
