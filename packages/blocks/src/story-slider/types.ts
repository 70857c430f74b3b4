import type { ContentItem } from '@ridgeline/renderer';
import type { StorySliderFields } from '../shared/generated';

export type StoryCard = StorySliderFields['cards'][number];

/** Delivered `https://schema.ridgeline.dev/story-slider` content; the fields come from schemas/story-slider.json. */
export interface StorySliderContent extends ContentItem, StorySliderFields {}
