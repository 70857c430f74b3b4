/**
 * What the store locator says in en-US, word for word (see docs/behaviour/store-locator.md). The locator is an island
 * that loads no react-intl: the page formats its words on the server in the page's locale (`storeLocatorCopy`,
 * `stores.…` messages) and passes them as the `copy` prop; these are the words without one (stories, tests).
 * `{name}`-style placeholders are filled with `fillCopy`.
 */
export const STORE_LOCATOR_MESSAGES = {
  title: 'Find a Store',
  countryLabel: 'Country',
  countryPlaceholder: 'Select a country',
  postalCodeLabel: 'Postal Code',
  find: 'Find',
  useMyLocation: 'Use My Location',
  loadMore: 'Load More',
  viewMore: 'View More',
  viewLess: 'View Less',
  setAsMyStore: 'Set as my store',
  myStore: 'My store',
  countryRequired: 'Please select a country.',
  postalCodeRequired: 'Please enter a postal code.',
  loading: 'Loading locations...',
  noLocations: 'Sorry, there are no locations in this area',
  locationRefused: 'Please agree to share your location',
  nearYou: 'Viewing stores near your location',
  searchFailed: 'Stores cannot be found right now. Please try again in a moment.',
  /** `{radius}{unit}`, `{postalCode}`, `{country}` */
  withinArea: 'Viewing stores within {radius}{unit} of {postalCode} in {country}',
  /** `{distance}`, `{unit}` */
  away: '{distance} {unit} away',
  /** the list's name */
  stores: 'Stores',
  /** `{name}`: the store's name */
  setAsMyStoreNamed: 'Set as my store: {name}',
} as const;

/** The store locator's words in one locale: the same keys as the en-US ones. */
export type StoreLocatorCopy = { readonly [K in keyof typeof STORE_LOCATOR_MESSAGES]: string };
