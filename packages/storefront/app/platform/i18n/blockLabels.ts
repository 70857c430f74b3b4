import { FOOTER_WORDS, PRODUCT_CAROUSEL_WORDS, type FooterWords, type ProductCarouselWords } from '@ridgeline/commerce';
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

/**
 * The footer block's own words (commerce's `FOOTER_WORDS`): its headings and buttons and its newsletter sign-up's
 * labels, messages and toast. The CMS's text (titles, links) is shown as entered.
 */
const footerMessages = defineMessages({
  siteFooter: { id: 'blocks.footer.siteFooter', defaultMessage: 'Site footer' },
  help: { id: 'blocks.footer.help', defaultMessage: 'Help' },
  viewAccount: { id: 'blocks.footer.viewAccount', defaultMessage: 'View My Account' },
  location: {
    id: 'blocks.footer.location',
    defaultMessage: 'Location: {country}',
    description: 'The button to the country and language choice; {country} is the country of the page, in its language',
  },
  websiteFeedback: { id: 'blocks.footer.websiteFeedback', defaultMessage: 'Website feedback' },
  followUs: { id: 'blocks.footer.followUs', defaultMessage: 'Follow us' },
  contactUs: { id: 'blocks.footer.contactUs', defaultMessage: 'Contact us' },
  legal: {
    id: 'blocks.footer.legal',
    defaultMessage: 'Legal',
    description: 'The name of the navigation that holds the legal links',
  },
  signUpTitle: {
    id: 'blocks.footer.signUpTitle',
    defaultMessage: 'Sign up for emails',
    description: 'The newsletter title when the CMS gives none',
  },
  emailAddress: { id: 'blocks.footer.emailAddress', defaultMessage: 'Email address' },
  signUp: { id: 'blocks.footer.signUp', defaultMessage: 'Sign Up' },
  signingUp: { id: 'blocks.footer.signingUp', defaultMessage: 'Signing up…' },
  submitting: { id: 'blocks.footer.submitting', defaultMessage: 'Submitting…' },
  subscribed: { id: 'blocks.footer.subscribed', defaultMessage: "Thanks, you're subscribed" },
  notProvided: {
    id: 'blocks.footer.notProvided',
    defaultMessage: 'Not provided',
    description: 'A postal code or gender the subscriptions service does not have',
  },
  moreTitle: { id: 'blocks.footer.moreTitle', defaultMessage: 'Tell us a little more' },
  moreDescription: {
    id: 'blocks.footer.moreDescription',
    defaultMessage: 'Add your postal code and gender so we can send offers that fit. Skip to finish without them.',
  },
  skip: { id: 'blocks.footer.skip', defaultMessage: 'Skip' },
  submit: { id: 'blocks.footer.submit', defaultMessage: 'Submit' },
  close: { id: 'blocks.footer.close', defaultMessage: 'Close' },
  zipCode: { id: 'blocks.footer.zipCode', defaultMessage: 'Zip code', description: "A US address's postal code" },
  postalCode: { id: 'blocks.footer.postalCode', defaultMessage: 'Postal code' },
  postcode: { id: 'blocks.footer.postcode', defaultMessage: 'Postcode', description: "A UK address's postal code" },
  postleitzahl: {
    id: 'blocks.footer.postleitzahl',
    defaultMessage: 'Postleitzahl (postal code)',
    description: "A German address's postal code, its German name kept",
  },
  gender: { id: 'blocks.footer.gender', defaultMessage: 'Gender' },
  selectGender: { id: 'blocks.footer.selectGender', defaultMessage: 'Select gender' },
  male: { id: 'blocks.footer.male', defaultMessage: 'Male' },
  female: { id: 'blocks.footer.female', defaultMessage: 'Female' },
  preferNotToAnswer: { id: 'blocks.footer.preferNotToAnswer', defaultMessage: 'Prefer not to answer' },
  invalidEmail: { id: 'blocks.footer.invalidEmail', defaultMessage: 'Please enter a valid email address.' },
  emailTooLong: { id: 'blocks.footer.emailTooLong', defaultMessage: 'Must be less than 50 characters.' },
  required: { id: 'blocks.footer.required', defaultMessage: 'This field is required.' },
  invalidPostalCode: { id: 'blocks.footer.invalidPostalCode', defaultMessage: 'Please enter a valid zip code' },
  toastTitle: { id: 'blocks.footer.toastTitle', defaultMessage: 'Thank You' },
  toastDescription: {
    id: 'blocks.footer.toastDescription',
    defaultMessage: 'Watch your inbox for the latest news and offers',
  },
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
 * own, `tileLabelsOf`), product carousels, related links, the footer (its newsletter sign-up's words included) and a
 * block's failure notice. Only words that differ from the blocks' English travel, so an English page's render context,
 * and its island props, stay as they were.
 */
export function blockLabelsOf(intl: IntlShape): RenderContext['labels'] {
  const labels: Record<string, Record<string, string>> = {};
  const tile = tileLabelsOf(intl);
  if (tile) labels.productTile = { ...tile };
  const carousel = unlessEnglish<ProductCarouselWords>(formatMessages(intl, carouselMessages), PRODUCT_CAROUSEL_WORDS);
  if (carousel) labels.productCarousel = { ...carousel };
  const carouselWords = carouselWordsFor(intl);
  if (carouselWords) labels.carousel = { ...carouselWords };
  // The footer fills `{country}` itself.
  const footer = unlessEnglish<FooterWords>(formatMessages(intl, footerMessages, ['country']), FOOTER_WORDS);
  if (footer) labels.footer = { ...footer };
  const contentError = unlessEnglish<ContentErrorWords>(
    formatMessages(intl, contentErrorMessages),
    CONTENT_ERROR_WORDS,
  );
  if (contentError) labels.contentError = { ...contentError };
  const related = intl.formatMessage({ id: 'blocks.relatedLinks.title', defaultMessage: 'Related categories' });
  if (related !== 'Related categories') labels.relatedLinks = { title: related };
  return Object.keys(labels).length > 0 ? labels : undefined;
}
