import { PRODUCT_CAROUSEL_WORDS, type ProductCarouselWords } from '@ridgeline/commerce';
import { CONTENT_ERROR_WORDS, type ContentErrorWords, type RenderContext } from '@ridgeline/renderer';
import { defineMessages, type IntlShape } from 'react-intl';
import { formatMessages, unlessEnglish } from './formatMessages';
import { tileLabelsOf } from './tileLabels';

const carouselMessages = defineMessages({
  previous: { id: 'blocks.productCarousel.previous', defaultMessage: 'Previous products' },
  next: { id: 'blocks.productCarousel.next', defaultMessage: 'Next products' },
  products: { id: 'blocks.productCarousel.products', defaultMessage: 'Products' },
  recommended: { id: 'blocks.productCarousel.recommended', defaultMessage: 'Recommended products' },
});

const contentErrorMessages = defineMessages({
  title: { id: 'blocks.contentError.title', defaultMessage: 'Something went wrong. Try again!' },
  description: {
    id: 'blocks.contentError.description',
    defaultMessage: 'An error occurred while loading this content.',
  },
  retry: { id: 'blocks.contentError.retry', defaultMessage: 'Try Again' },
});

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
  const contentError = unlessEnglish<ContentErrorWords>(
    formatMessages(intl, contentErrorMessages),
    CONTENT_ERROR_WORDS,
  );
  if (contentError) labels.contentError = { ...contentError };
  const related = intl.formatMessage({ id: 'blocks.relatedLinks.title', defaultMessage: 'Related categories' });
  if (related !== 'Related categories') labels.relatedLinks = { title: related };
  return Object.keys(labels).length > 0 ? labels : undefined;
}
