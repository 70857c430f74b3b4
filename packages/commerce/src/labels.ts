import type { RenderContext } from '@ridgeline/renderer';
import { CAROUSEL_WORDS, PRODUCT_TILE_LABELS, type CarouselWords, type ProductTileLabels } from '@ridgeline/ui';

/** The product carousels' own words (English), which the app may give in the page's locale (`productCarousel`). */
export const PRODUCT_CAROUSEL_WORDS = {
  previous: 'Previous products',
  next: 'Next products',
  /** The carousel's name when its header has no text. */
  products: 'Products',
  /** The recommendations carousel's name when it has no section header. */
  recommended: 'Recommended products',
};

export type ProductCarouselWords = typeof PRODUCT_CAROUSEL_WORDS;

/**
 * The entries of one part of `RenderContext.labels` that name a word of `defaults` and are strings; undefined when
 * there are none (the part's English words stay). The context travels to the browser in island props, so nothing in
 * it is trusted to have the right shape.
 */
function labelsOf<T extends Record<string, string>>(
  context: RenderContext,
  part: string,
  defaults: T,
): Partial<T> | undefined {
  const given = context.labels?.[part];
  if (!given || typeof given !== 'object') return undefined;
  const labels: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = (given as Record<string, unknown>)[key];
    if (typeof value === 'string') labels[key] = value as T[typeof key];
  }
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/** The product tiles' words in the page's locale (`labels.productTile`), for ui's `ProductTile` `labels`. */
export function productTileLabelsOf(context: RenderContext): Partial<ProductTileLabels> | undefined {
  return labelsOf(context, 'productTile', PRODUCT_TILE_LABELS as unknown as Record<string, string>) as
    Partial<ProductTileLabels> | undefined;
}

/** The product carousels' words in the page's locale (`labels.productCarousel`), English where not given. */
export function productCarouselWordsOf(context: RenderContext): ProductCarouselWords {
  return { ...PRODUCT_CAROUSEL_WORDS, ...labelsOf(context, 'productCarousel', PRODUCT_CAROUSEL_WORDS) };
}

/** ui's carousel words in the page's locale (`labels.carousel`), for `Carousel` `words`; undefined on an English page. */
export function carouselWordsOf(context: RenderContext): Partial<CarouselWords> | undefined {
  return labelsOf(context, 'carousel', CAROUSEL_WORDS as unknown as Record<string, string>) as
    Partial<CarouselWords> | undefined;
}

/**
 * The footer block's own words (English), its newsletter sign-up's included, which the app may give in the page's
 * locale (`labels.footer`). The footer fills `{country}` in `location`. What an editor enters in the CMS (titles,
 * links, the sign-up's title and description) is shown as entered; `signUpTitle` is the title when there is none.
 */
export const FOOTER_WORDS = {
  /** The footer's (visually hidden) heading. */
  siteFooter: 'Site footer',
  help: 'Help',
  viewAccount: 'View My Account',
  location: 'Location: {country}',
  websiteFeedback: 'Website feedback',
  followUs: 'Follow us',
  contactUs: 'Contact us',
  /** The name of the legal links' navigation. */
  legal: 'Legal',
  signUpTitle: 'Sign up for emails',
  emailAddress: 'Email address',
  signUp: 'Sign Up',
  signingUp: 'Signing up…',
  submitting: 'Submitting…',
  subscribed: "Thanks, you're subscribed",
  notProvided: 'Not provided',
  moreTitle: 'Tell us a little more',
  moreDescription: 'Add your postal code and gender so we can send offers that fit. Skip to finish without them.',
  skip: 'Skip',
  submit: 'Submit',
  /** The sign-up drawer's close button. */
  close: 'Close',
  /** The postal-code field's label by country: US, CA and JP (and any other country), GB, DE. */
  zipCode: 'Zip code',
  postalCode: 'Postal code',
  postcode: 'Postcode',
  postleitzahl: 'Postleitzahl (postal code)',
  gender: 'Gender',
  selectGender: 'Select gender',
  male: 'Male',
  female: 'Female',
  preferNotToAnswer: 'Prefer not to answer',
  invalidEmail: 'Please enter a valid email address.',
  emailTooLong: 'Must be less than 50 characters.',
  required: 'This field is required.',
  invalidPostalCode: 'Please enter a valid zip code',
  toastTitle: 'Thank You',
  toastDescription: 'Watch your inbox for the latest news and offers',
};

export type FooterWords = typeof FOOTER_WORDS;

/** The footer's words in the page's locale (`labels.footer`), English where not given. */
export function footerWordsOf(context: RenderContext): FooterWords {
  return { ...FOOTER_WORDS, ...labelsOf(context, 'footer', FOOTER_WORDS) };
}
