import type { ContentItem } from '@ridgeline/renderer';
import type { HeroBannerFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/hero-banner` content; the fields come from schemas/hero-banner.json. */
export interface HeroBannerContent extends ContentItem, HeroBannerFields {}
