import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { StorySlider } from './StorySlider';
import type { StorySliderContent } from './types';

export const storySliderBlock = defineBlock<StorySliderContent>({
  schema: SCHEMAS.storySlider,
  component: StorySlider,
});
