export { CardCarousel, CARD_SLIDE_WIDTHS, MAX_CARDS, cardSlideWidths, type CardCarouselProps } from './CardCarousel';
export { cardCarouselBlock } from './card-carousel.block';
export type { CardCarouselContent, DesktopCardDisplay } from './types';
