export {
  StorySlider,
  STORY_SLIDER,
  STORY_SLIDE_WIDTHS,
  STORY_CARD_IMAGE,
  STORY_BACKGROUND_IMAGE,
  type StorySliderProps,
  type StoryPhase,
} from './StorySlider';
export { storySliderBlock } from './story-slider.block';
export type { StorySliderContent, StoryCard } from './types';
