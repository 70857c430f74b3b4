import { defineMessages, type IntlShape } from 'react-intl';
import { formatMessages, unlessEnglish } from '../../i18n/formatMessages';
import { SEARCH_COPY, type SearchCopy } from './searchCopy';

/** The header search's messages (English defaults are `SEARCH_COPY`'s); the server formats them into the island's copy. */
const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search' },
  submit: { id: 'search.submit', defaultMessage: 'Submit search' },
  close: { id: 'search.close', defaultMessage: 'Close search' },
  viewAll: { id: 'search.viewAll', defaultMessage: 'View all results for “{term}”' },
  productsFailed: { id: 'search.productsFailed', defaultMessage: 'Unable to load products. Please try again.' },
  noResults: { id: 'search.noResults', defaultMessage: 'No products found' },
  didYouMean: { id: 'search.didYouMean', defaultMessage: 'Did you mean {suggestion}?' },
  from: { id: 'search.from', defaultMessage: 'From {price}' },
  statusOne: { id: 'search.status.one', defaultMessage: '{count} suggestion for {term}' },
  statusOther: { id: 'search.status.other', defaultMessage: '{count} suggestions for {term}' },
});

const groupMessages = defineMessages({
  recent: { id: 'search.group.recent', defaultMessage: 'Recent searches' },
  didYouMean: { id: 'search.group.didYouMean', defaultMessage: 'Did you mean' },
  phrases: { id: 'search.group.phrases', defaultMessage: 'Suggestions' },
  categories: { id: 'search.group.categories', defaultMessage: 'Categories' },
  content: { id: 'search.group.content', defaultMessage: 'Content' },
  products: { id: 'search.group.products', defaultMessage: 'Products' },
});

/** Placeholders stay as `{name}` for the island to fill. */
const KEEP = ['term', 'suggestion', 'price', 'count'];

/** The header search's copy in `intl`'s locale; undefined when it is the island's English (`SEARCH_COPY`), so English pages carry none. */
export function searchCopyOf(intl: IntlShape): SearchCopy | undefined {
  return unlessEnglish<SearchCopy>({ ...formatMessages(intl, messages, KEEP), groups: formatMessages(intl, groupMessages) }, SEARCH_COPY);
}

export { SEARCH_COPY };
