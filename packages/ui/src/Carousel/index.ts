export { Carousel, type CarouselProps, type SlideWidth, type SlideWidths } from './Carousel';
export { dotWindow, maxVisibleDots } from './dotWindow';
export { slideSlotWidths } from './slideSlotWidths';
