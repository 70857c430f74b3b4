import type { IntlShape } from 'react-intl';
import type { SortId } from '@ridgeline/commerce';
import { defineMessages, type MessagesOf } from '../../../platform/i18n/defineMessages';

/**
 * The phone filter drawer's messages. The drawer is an island that loads no react-intl: the list page formats these
 * in its locale (`filterDrawerMessagesOf`, counts included, so nothing is left to fill) and passes them as the
 * `messages` prop. Its title is the sidebar's heading too.
 */
const filterDrawerMessages = defineMessages({
  button: {
    id: 'list.filterDrawer.button',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
    description: 'The phone toolbar button that opens the filters; # is the number of chosen filter values',
  },
  title: { id: 'list.filters', defaultMessage: 'Filters', description: 'the filters’ heading and drawer title' },
  close: { id: 'list.filterDrawer.close', defaultMessage: 'Close filters' },
  showResults: {
    id: 'list.filterDrawer.showResults',
    defaultMessage: '{count, plural, one {Show # result} other {Show # results}}',
    description: 'closes the filter drawer; # is the number of products found',
  },
});

/** "Filters": the refinement sidebar's heading and the drawer's title. */
export const filtersHeadingMessage = filterDrawerMessages.title;

/** The filter drawer's messages in one locale, counts filled in. */
export type FilterDrawerMessages = MessagesOf<typeof filterDrawerMessages>;

/** The drawer's messages in the page's locale: `chosen` filter values on the button, `total` results on the footer. */
export function filterDrawerMessagesOf(
  intl: IntlShape,
  { chosen, total }: { chosen: number; total: number },
): FilterDrawerMessages {
  return {
    button: intl.formatMessage(filterDrawerMessages.button, { count: chosen }),
    title: intl.formatMessage(filterDrawerMessages.title),
    close: intl.formatMessage(filterDrawerMessages.close),
    showResults: intl.formatMessage(filterDrawerMessages.showResults, { count: total }),
  };
}

/** The list page's words (`ProductListPage`, ui's `ProductListLayout`). */
export const listMessages = defineMessages({
  resultCount: { id: 'list.resultCount', defaultMessage: '{count, plural, one {# result} other {# results}}' },
  searchField: { id: 'list.searchForm.field', defaultMessage: 'Search products' },
  searchSubmit: { id: 'list.searchForm.submit', defaultMessage: 'Search' },
  shopByCategory: { id: 'list.quickFilters.category', defaultMessage: 'Shop by category' },
  categories: { id: 'list.quickFilters.search', defaultMessage: 'Categories' },
  sortBy: { id: 'list.sortBy', defaultMessage: 'Sort by' },
  itemsPerPage: { id: 'list.itemsPerPage', defaultMessage: 'Items per page' },
  apply: { id: 'list.apply', defaultMessage: 'Apply' },
  products: { id: 'list.products', defaultMessage: 'Products' },
  breadcrumb: { id: 'list.breadcrumb', defaultMessage: 'Breadcrumb' },
  pagination: { id: 'list.pagination', defaultMessage: 'Pagination' },
  // the header has a search landmark too: this one needs its own name
  searchAgain: { id: 'list.searchForm.landmark', defaultMessage: 'Search again' },
  previous: { id: 'list.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'list.pagination.next', defaultMessage: 'Next' },
  emptyNoPhrase: {
    id: 'list.empty.noPhrase',
    defaultMessage: 'What are you looking for? Enter a word or two to search the catalogue.',
  },
  emptyFilters: { id: 'list.empty.filters', defaultMessage: 'No products match these filters.' },
  clearFilters: { id: 'list.empty.clearFilters', defaultMessage: 'Clear all filters' },
  emptySearch: { id: 'list.empty.search', defaultMessage: "We couldn't find anything for “{q}”." },
  didYouMean: { id: 'list.empty.didYouMean', defaultMessage: 'Did you mean {phrase}?' },
  searchHint: {
    id: 'list.empty.searchHint',
    defaultMessage: 'Check the spelling, try a more general word, or fewer words.',
  },
  emptyCategory: { id: 'list.empty.category', defaultMessage: 'There are no products here yet.' },
  home: { id: 'list.empty.home', defaultMessage: 'Go to the home page' },
  breadcrumbHome: { id: 'list.breadcrumbs.home', defaultMessage: 'Home' },
  searchHeadingEmpty: { id: 'list.search.headingEmpty', defaultMessage: 'Search' },
  searchHeading: { id: 'list.search.heading', defaultMessage: 'Search results for “{q}”' },
});

/** Labels of the sorts, in the order offered (translated: `messages/*.json`). */
export const SORT_MESSAGES = defineMessages({
  'best-matches': { id: 'list.sort.best-matches', defaultMessage: 'Best Matches' },
  'featured-new': { id: 'list.sort.featured-new', defaultMessage: 'Featured' },
  newest: { id: 'list.sort.newest', defaultMessage: 'Newest' },
  'price-high-to-low': { id: 'list.sort.price-high-to-low', defaultMessage: 'Price High to Low' },
  'price-low-to-high': { id: 'list.sort.price-low-to-high', defaultMessage: 'Price Low to High' },
  'top-rated': { id: 'list.sort.top-rated', defaultMessage: 'Top Rated' },
}) satisfies Record<SortId, unknown>;
