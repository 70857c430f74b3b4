import { defineMessages, type IntlShape } from 'react-intl';
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
  recent: { id: 'search.group.recent', defaultMessage: 'Recent searches' },
  groupDidYouMean: { id: 'search.group.didYouMean', defaultMessage: 'Did you mean' },
  phrases: { id: 'search.group.phrases', defaultMessage: 'Suggestions' },
  categories: { id: 'search.group.categories', defaultMessage: 'Categories' },
  content: { id: 'search.group.content', defaultMessage: 'Content' },
  products: { id: 'search.group.products', defaultMessage: 'Products' },
});

/** Placeholders stay as `{name}` for the island to fill. */
const KEEP = { term: '{term}', suggestion: '{suggestion}', price: '{price}', count: '{count}' };

/** The header search's copy in `intl`'s locale; undefined when it is the island's English (`SEARCH_COPY`), so English pages carry none. */
export function searchCopyOf(intl: IntlShape): SearchCopy | undefined {
  // One formatter for every descriptor: react-intl types each descriptor's values apart.
  const format = (descriptor: (typeof messages)[keyof typeof messages]) => intl.formatMessage(descriptor as never, KEEP) as string;
  const copy: SearchCopy = {
    label: format(messages.label),
    placeholder: format(messages.placeholder),
    submit: format(messages.submit),
    close: format(messages.close),
    viewAll: format(messages.viewAll),
    productsFailed: format(messages.productsFailed),
    noResults: format(messages.noResults),
    didYouMean: format(messages.didYouMean),
    from: format(messages.from),
    statusOne: format(messages.statusOne),
    statusOther: format(messages.statusOther),
    groups: {
      recent: format(messages.recent),
      didYouMean: format(messages.groupDidYouMean),
      phrases: format(messages.phrases),
      categories: format(messages.categories),
      content: format(messages.content),
      products: format(messages.products),
    },
  };
  return JSON.stringify(copy) === JSON.stringify(SEARCH_COPY) ? undefined : copy;
}

export { SEARCH_COPY };
