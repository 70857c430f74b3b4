import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../platform/i18n/defineMessages';
import { formatMessages } from '../../platform/i18n/formatMessages';

/**
 * What the store locator says (see docs/behaviour/store-locator.md), written once. The locator is an island that loads
 * no react-intl: the page formats these in its locale (`storeLocatorMessagesOf`) and passes them as the `messages`
 * prop; `{name}`-style placeholders are filled in the browser with `fillMessage`.
 */
const storeLocatorMessages = defineMessages({
  title: { id: 'stores.title', defaultMessage: 'Find a Store' },
  countryLabel: { id: 'stores.countryLabel', defaultMessage: 'Country' },
  countryPlaceholder: { id: 'stores.countryPlaceholder', defaultMessage: 'Select a country' },
  postalCodeLabel: { id: 'stores.postalCodeLabel', defaultMessage: 'Postal Code' },
  find: { id: 'stores.find', defaultMessage: 'Find' },
  useMyLocation: { id: 'stores.useMyLocation', defaultMessage: 'Use My Location' },
  loadMore: { id: 'stores.loadMore', defaultMessage: 'Load More' },
  viewMore: {
    id: 'stores.viewMore',
    defaultMessage: 'View More',
    description: 'store locator: opens a store’s opening hours',
  },
  viewLess: { id: 'stores.viewLess', defaultMessage: 'View Less' },
  setAsMyStore: { id: 'stores.setAsMyStore', defaultMessage: 'Set as my store' },
  setAsMyStoreNamed: {
    id: 'stores.setAsMyStoreNamed',
    defaultMessage: 'Set as my store: {name}',
    description: 'store locator: the button’s accessible name',
  },
  myStore: { id: 'stores.myStore', defaultMessage: 'My store' },
  countryRequired: { id: 'stores.countryRequired', defaultMessage: 'Please select a country.' },
  postalCodeRequired: { id: 'stores.postalCodeRequired', defaultMessage: 'Please enter a postal code.' },
  loading: { id: 'stores.loading', defaultMessage: 'Loading locations...' },
  noLocations: { id: 'stores.noLocations', defaultMessage: 'Sorry, there are no locations in this area' },
  locationRefused: { id: 'stores.locationRefused', defaultMessage: 'Please agree to share your location' },
  nearYou: { id: 'stores.nearYou', defaultMessage: 'Viewing stores near your location' },
  searchFailed: {
    id: 'stores.searchFailed',
    defaultMessage: 'Stores cannot be found right now. Please try again in a moment.',
  },
  withinArea: {
    id: 'stores.withinArea',
    defaultMessage: 'Viewing stores within {radius}{unit} of {postalCode} in {country}',
  },
  away: { id: 'stores.away', defaultMessage: '{distance} {unit} away' },
  stores: { id: 'stores.list', defaultMessage: 'Stores', description: 'store locator: the list’s name' },
});

/** The page's meta description: formatted on the server only, never sent to the island. */
const pageMessages = defineMessages({
  description: {
    id: 'stores.description',
    defaultMessage: 'Find a Ridgeline store near you: addresses, distances, phone numbers and opening hours.',
  },
});

/** The store locator's messages in one locale. */
export type StoreLocatorMessages = MessagesOf<typeof storeLocatorMessages>;

/** The en-US messages (stories, tests). */
export const STORE_LOCATOR_MESSAGES: StoreLocatorMessages = englishOf(storeLocatorMessages);

/** Placeholders the island fills in the browser (`fillMessage`): formatted as themselves. */
const KEEP = ['radius', 'unit', 'postalCode', 'country', 'distance', 'name'];

/** The store locator's messages in the page's locale, for its island's `messages` prop (formatted on the server). */
export function storeLocatorMessagesOf(intl: IntlShape): StoreLocatorMessages {
  return formatMessages(intl, storeLocatorMessages, KEEP);
}

/** The page's meta description in the locale. */
export function storeLocatorDescription(intl: IntlShape): string {
  return intl.formatMessage(pageMessages.description);
}
