export {
  Carousel,
  CAROUSEL_WORDS,
  type CarouselProps,
  type CarouselWords,
  type SlideWidth,
  type SlideWidths,
} from './Carousel';
export { dotWindow, maxVisibleDots } from './dotWindow';
export { slideSlotWidths } from './slideSlotWidths';
