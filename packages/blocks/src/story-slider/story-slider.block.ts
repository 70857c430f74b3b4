import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { StorySliderContent } from './types';

export const storySliderBlock = defineBlock<StorySliderContent>({
  schema: SCHEMAS.storySlider,
  // Lazy: a page ships this block's code only when it uses the block (see README, lazy blocks).
  component: lazyBlock(() => import('./StorySlider').then((m) => m.StorySlider)),
  // Islands: a slider: embla and its controls need code once it nears the viewport.
  hydrate: 'visible',
});
