import type { ContentItem } from '@ridgeline/renderer';
import type { CardFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/card` content; the fields come from schemas/card.json. */
export interface CardContent extends ContentItem, CardFields {}
