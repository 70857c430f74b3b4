import type { ContentItem } from '@ridgeline/renderer';
import type { ImageLink } from '../shared/cms';

/** Delivered `https://schema.ridgeline.dev/card` content. */
export interface CardContent extends ContentItem {
  imageObj: ImageLink;
  headlineText: string;
  bodyText?: string;
}
