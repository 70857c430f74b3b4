import type { ContentItem } from '@ridgeline/renderer';
import type { AutoRefreshFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/auto-refresh` content; the fields come from schemas/auto-refresh.json. */
export interface AutoRefreshContent extends ContentItem, AutoRefreshFields {}
