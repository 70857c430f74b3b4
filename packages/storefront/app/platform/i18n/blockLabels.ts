import { PRODUCT_CAROUSEL_WORDS, type ProductCarouselWords } from '@ridgeline/commerce';
import { CONTENT_ERROR_WORDS, type ContentErrorWords, type RenderContext } from '@ridgeline/renderer';
import { defineMessages, type IntlShape } from 'react-intl';
import { CAROUSEL_WORDS, type CarouselWords } from '@ridgeline/ui';
import { formatMessages, unlessEnglish } from './formatMessages';
import { tileLabelsOf } from './tileLabels';

const carouselMessages = defineMessages({
  previous: { id: 'blocks.productCarousel.previous', defaultMessage: 'Previous products' },
  next: { id: 'blocks.productCarousel.next', defaultMessage: 'Next products' },
  products: { id: 'blocks.productCarousel.products', defaultMessage: 'Products' },
  recommended: { id: 'blocks.productCarousel.recommended', defaultMessage: 'Recommended products' },
});

/** ui's `Carousel` words (`CAROUSEL_WORDS`): role descriptions and the names of the slides and dots. */
const carouselWordMessages = defineMessages({
  carousel: { id: 'blocks.carousel.carousel', defaultMessage: 'carousel' },
  slide: { id: 'blocks.carousel.slide', defaultMessage: 'slide' },
  slideOf: { id: 'blocks.carousel.slideOf', defaultMessage: '{n} of {count}' },
  slides: { id: 'blocks.carousel.slides', defaultMessage: '{label}: slides' },
  chooseSlide: { id: 'blocks.carousel.chooseSlide', defaultMessage: 'Choose slide' },
  goToSlide: { id: 'blocks.carousel.goToSlide', defaultMessage: 'Go to slide {n}' },
  goToPage: { id: 'blocks.carousel.goToPage', defaultMessage: 'Go to page {n} of {count}' },
});

const contentErrorMessages = defineMessages({
  title: { id: 'blocks.contentError.title', defaultMessage: 'Something went wrong. Try again!' },
  description: {
    id: 'blocks.contentError.description',
    defaultMessage: 'An error occurred while loading this content.',
  },
  retry: { id: 'blocks.contentError.retry', defaultMessage: 'Try Again' },
});

/** ui's carousel words in `intl`'s locale, placeholders kept (the carousel fills them); undefined in English. */
export function carouselWordsFor(intl: IntlShape): CarouselWords | undefined {
  return unlessEnglish(formatMessages(intl, carouselWordMessages, ['n', 'count', 'label']), CAROUSEL_WORDS);
}

/**
 * The words of the parts CMS blocks render (`RenderContext.labels`) in `intl`'s locale: product tiles (as the shop's
 * own, `tileLabelsOf`), product carousels, related links and a block's failure notice. Only words that differ from
 * the blocks' English travel, so an English page's render context, and its island props, stay as they were.
 */
export function blockLabelsOf(intl: IntlShape): RenderContext['labels'] {
  const labels: Record<string, Record<string, string>> = {};
  const tile = tileLabelsOf(intl);
  if (tile) labels.productTile = { ...tile };
  const carousel = unlessEnglish<ProductCarouselWords>(formatMessages(intl, carouselMessages), PRODUCT_CAROUSEL_WORDS);
  if (carousel) labels.productCarousel = { ...carousel };
  const carouselWords = carouselWordsFor(intl);
  if (carouselWords) labels.carousel = { ...carouselWords };
  const contentError = unlessEnglish<ContentErrorWords>(
    formatMessages(intl, contentErrorMessages),
    CONTENT_ERROR_WORDS,
  );
  if (contentError) labels.contentError = { ...contentError };
  const related = intl.formatMessage({ id: 'blocks.relatedLinks.title', defaultMessage: 'Related categories' });
  if (related !== 'Related categories') labels.relatedLinks = { title: related };
  return Object.keys(labels).length > 0 ? labels : undefined;
}
