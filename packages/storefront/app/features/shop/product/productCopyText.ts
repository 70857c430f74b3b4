import type { IntlShape } from 'react-intl';
import type { ProductAccordionsText, ReviewsPanelText, ShippingReturnsContent } from '@ridgeline/ui';
import { defineMessages } from '../../../platform/i18n/defineMessages';

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

const m = defineMessages({
  style: { id: 'product.copy.style', defaultMessage: 'Style {styleNumber}' },
  manufacturerSku: { id: 'product.copy.manufacturerSku', defaultMessage: 'Manufacturer SKU {sku}' },
  fit: { id: 'product.copy.fit', defaultMessage: 'Fit' },
  fabric: { id: 'product.copy.fabric', defaultMessage: 'Fabric' },
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
  histogramLabel: { id: 'product.reviews.histogramLabel', defaultMessage: 'Rating breakdown' },
  by: { id: 'product.reviews.by', defaultMessage: 'by {author}' },
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

const say = (intl: IntlShape, message: (typeof m)[keyof typeof m], values?: Record<string, string | number>) =>
  intl.formatMessage(message, values);

/** The shop's shipping and returns terms: the product page's section and the buy box's drawer. */
export function shippingReturnsOf(intl: IntlShape): ShippingReturnsContent {
  return {
    title: intl.formatMessage(titles.shipping_and_returns),
    lines: [intl.formatMessage(terms.shipping), intl.formatMessage(terms.members), intl.formatMessage(terms.returns)],
  };
}

/** ui `ProductAccordions`' words. */
export function productAccordionsTextOf(intl: IntlShape): ProductAccordionsText {
  return {
    titles: {
      features: intl.formatMessage(titles.features),
      product_details: intl.formatMessage(titles.product_details),
      fabric: intl.formatMessage(titles.fabric),
      gear_up_for_adventure: intl.formatMessage(titles.gear_up_for_adventure),
      shipping_and_returns: intl.formatMessage(titles.shipping_and_returns),
      reviews: intl.formatMessage(titles.reviews),
      questions: intl.formatMessage(titles.questions),
    },
    shippingAndReturns: shippingReturnsOf(intl).lines,
    style: (styleNumber) => say(intl, m.style, { styleNumber }),
    manufacturerSku: (sku) => say(intl, m.manufacturerSku, { sku }),
    fit: say(intl, m.fit),
    fabric: say(intl, m.fabric),
    rated: (rating, count) => say(intl, m.ratedFrom, { rating, count }),
    noReviews: say(intl, m.noReviews),
    noQuestions: say(intl, m.noQuestions),
  };
}

/** ui's reviews and questions words (`RatingSummary` takes the same, as `ReviewsText`). */
export function reviewsPanelTextOf(intl: IntlShape): ReviewsPanelText {
  return {
    rated: (rating) => say(intl, m.rated, { rating }),
    reviewCount: (count) => say(intl, m.reviewCount, { count }),
    histogramRow: (stars, count) => say(intl, m.histogramRow, { stars, count }),
    histogramLabel: say(intl, m.histogramLabel),
    by: (author) => say(intl, m.by, { author }),
    answer: say(intl, m.answer),
    noAnswers: say(intl, m.noAnswers),
    sortLabel: say(intl, m.sortLabel),
    sorts: { newest: say(intl, m.newest), highest: say(intl, m.highest), lowest: say(intl, m.lowest) },
    moreReviews: say(intl, m.moreReviews),
    previousReviews: say(intl, m.previousReviews),
    moreQuestions: say(intl, m.moreQuestions),
    previousQuestions: say(intl, m.previousQuestions),
    noReviews: say(intl, m.noReviews),
    noQuestions: say(intl, m.noQuestions),
  };
}
