import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages, unlessEnglish } from '../../../platform/i18n/formatMessages';

/**
 * The header search's messages. The island loads no react-intl: the server formats them in the page's locale
 * (`searchMessagesOf`) and passes them as its `messages` prop; templates keep their `{name}` placeholders for the island
 * to fill (`fillMessage`). The two result messages are the shell's required wording (docs/behaviour/shell.md#search).
 */
const searchMessages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search' },
  submit: { id: 'search.submit', defaultMessage: 'Submit search' },
  close: { id: 'search.close', defaultMessage: 'Close search' },
  viewAll: { id: 'search.viewAll', defaultMessage: 'View all results for “{term}”' },
  productsFailed: { id: 'search.productsFailed', defaultMessage: 'Unable to load products. Please try again.' },
  noResults: { id: 'search.noResults', defaultMessage: 'No products found' },
  didYouMean: { id: 'search.didYouMean', defaultMessage: 'Did you mean {suggestion}?' },
  from: {
    id: 'search.from',
    defaultMessage: 'From {price}',
    description: 'quick search: {price} is a price range’s lowest price',
  },
  statusOne: {
    id: 'search.status.one',
    defaultMessage: '{count} suggestion for {term}',
    description: 'quick search: the live region after results came',
  },
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

/** The header search's messages in one locale. */
export type SearchMessages = MessagesOf<typeof searchMessages> & { groups: MessagesOf<typeof groupMessages> };

/** The en-US messages: what the island shows without a `messages` prop (English pages, stories, tests). */
export const ENGLISH_SEARCH_MESSAGES: SearchMessages = {
  ...englishOf(searchMessages),
  groups: englishOf(groupMessages),
};

/** Placeholders stay as `{name}` for the island to fill. */
const KEEP = ['term', 'suggestion', 'price', 'count'];

/** The header search's messages in `intl`'s locale; undefined when they are the island's English, so English pages carry none. */
export function searchMessagesOf(intl: IntlShape): SearchMessages | undefined {
  return unlessEnglish<SearchMessages>(
    { ...formatMessages(intl, searchMessages, KEEP), groups: formatMessages(intl, groupMessages) },
    ENGLISH_SEARCH_MESSAGES,
  );
}
