import type { IntlShape } from 'react-intl';
import type { ProductAccordionsText, ReviewsPanelText, ShippingReturnsContent } from '@ridgeline/ui';
import { defineMessages } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';

/**
 * The words below a product's buy box, in the page's locale: the sections' titles and lines (ui's
 * `ProductAccordions`), the reviews' and questions' (`RatingSummary`, `ReviewsPanel`, `QuestionsPanel`) and the shop's
 * shipping and returns terms (the section, and the buy box's drawer). Their English is ui's defaults, word for word.
 */
const titles = defineMessages({
  features: { id: 'product.section.features', defaultMessage: 'Features' },
  product_details: { id: 'product.section.details', defaultMessage: 'Product Details' },
  fabric: { id: 'product.section.fabric', defaultMessage: 'Fit & Fabric' },
  gear_up_for_adventure: { id: 'product.section.gearUp', defaultMessage: 'Gear Up for Adventure' },
  shipping_and_returns: { id: 'product.section.shippingReturns', defaultMessage: 'Shipping & Returns' },
  reviews: { id: 'product.section.reviews', defaultMessage: 'Reviews' },
  questions: { id: 'product.section.questions', defaultMessage: 'Q & A' },
});

const terms = defineMessages({
  shipping: {
    id: 'product.terms.shipping',
    defaultMessage:
      'We ship to the United States and Canada. Standard shipping takes 3 to 7 business days; express, 1 to 2.',
  },
  members: { id: 'product.terms.members', defaultMessage: 'Free standard shipping for Ridgeline Rewards members.' },
  returns: {
    id: 'product.terms.returns',
    defaultMessage: 'Return unworn items within 60 days for a refund, by mail or in any Ridgeline store.',
  },
});

/** Words with values, filled per call. */
const templates = defineMessages({
  style: { id: 'product.copy.style', defaultMessage: 'Style {styleNumber}' },
  manufacturerSku: { id: 'product.copy.manufacturerSku', defaultMessage: 'Manufacturer SKU {sku}' },
  ratedFrom: {
    id: 'product.copy.ratedFrom',
    defaultMessage: 'Rated {rating, number, ::.0} out of 5 from {count, plural, one {# review} other {# reviews}}.',
  },
  rated: { id: 'product.reviews.rated', defaultMessage: 'Rated {rating, number, ::.0} out of 5' },
  reviewCount: { id: 'product.reviews.count', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  histogramRow: {
    id: 'product.reviews.histogramRow',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}: {count}',
  },
  by: { id: 'product.reviews.by', defaultMessage: 'by {author}' },
});

const m = defineMessages({
  fit: { id: 'product.copy.fit', defaultMessage: 'Fit' },
  fabric: { id: 'product.copy.fabric', defaultMessage: 'Fabric' },
  histogramLabel: { id: 'product.reviews.histogramLabel', defaultMessage: 'Rating breakdown' },
  answer: { id: 'product.reviews.answer', defaultMessage: 'Answer' },
  noAnswers: { id: 'product.reviews.noAnswers', defaultMessage: 'No answers yet.' },
  sortLabel: { id: 'product.reviews.sortLabel', defaultMessage: 'Sort reviews' },
  newest: { id: 'product.reviews.sort.newest', defaultMessage: 'Newest' },
  highest: { id: 'product.reviews.sort.highest', defaultMessage: 'Highest rated' },
  lowest: { id: 'product.reviews.sort.lowest', defaultMessage: 'Lowest rated' },
  moreReviews: { id: 'product.reviews.more', defaultMessage: 'Show more reviews' },
  previousReviews: { id: 'product.reviews.previous', defaultMessage: 'Previous reviews' },
  moreQuestions: { id: 'product.questions.more', defaultMessage: 'Show more questions' },
  previousQuestions: { id: 'product.questions.previous', defaultMessage: 'Previous questions' },
  noReviews: { id: 'product.reviews.none', defaultMessage: 'No reviews yet.' },
  noQuestions: { id: 'product.questions.none', defaultMessage: 'No questions yet.' },
});

const fill = (
  intl: IntlShape,
  message: (typeof templates)[keyof typeof templates],
  values: Record<string, string | number>,
) => intl.formatMessage(message, values);

/** The shop's shipping and returns terms: the product page's section and the buy box's drawer. */
export function shippingReturnsOf(intl: IntlShape): ShippingReturnsContent {
  return { title: intl.formatMessage(titles.shipping_and_returns), lines: Object.values(formatMessages(intl, terms)) };
}

/** ui `ProductAccordions`' words. */
export function productAccordionsTextOf(intl: IntlShape): ProductAccordionsText {
  const words = formatMessages(intl, m);
  return {
    ...words,
    titles: formatMessages(intl, titles),
    shippingAndReturns: shippingReturnsOf(intl).lines,
    style: (styleNumber) => fill(intl, templates.style, { styleNumber }),
    manufacturerSku: (sku) => fill(intl, templates.manufacturerSku, { sku }),
    rated: (rating, count) => fill(intl, templates.ratedFrom, { rating, count }),
  };
}

/** ui's reviews and questions words (`RatingSummary` takes the same, as `ReviewsText`). */
export function reviewsPanelTextOf(intl: IntlShape): ReviewsPanelText {
  const words = formatMessages(intl, m);
  return {
    ...words,
    rated: (rating) => fill(intl, templates.rated, { rating }),
    reviewCount: (count) => fill(intl, templates.reviewCount, { count }),
    histogramRow: (stars, count) => fill(intl, templates.histogramRow, { stars, count }),
    by: (author) => fill(intl, templates.by, { author }),
    sorts: { newest: words.newest, highest: words.highest, lowest: words.lowest },
  };
}
