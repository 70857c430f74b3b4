/**
 * The header search's words, formatted on the server in the page's locale (`searchCopyOf`, from the app's messages)
 * and given to the island as a prop, so its code carries no react-intl. Templates keep `{name}` placeholders.
 * English is `SEARCH_COPY`; the two result messages are the shell's required wording (docs/behaviour/shell.md#search).
 */
export interface SearchCopy {
  label: string;
  placeholder: string;
  submit: string;
  close: string;
  /** `{term}` */
  viewAll: string;
  productsFailed: string;
  noResults: string;
  /** `{suggestion}` */
  didYouMean: string;
  /** `{price}`: a price range's lowest price. */
  from: string;
  /** The live region after results came: `{count}` and `{term}`. */
  statusOne: string;
  statusOther: string;
  groups: { recent: string; didYouMean: string; phrases: string; categories: string; content: string; products: string };
}

export const SEARCH_COPY: SearchCopy = {
  label: 'Search',
  placeholder: 'Search',
  submit: 'Submit search',
  close: 'Close search',
  viewAll: 'View all results for “{term}”',
  productsFailed: 'Unable to load products. Please try again.',
  noResults: 'No products found',
  didYouMean: 'Did you mean {suggestion}?',
  from: 'From {price}',
  statusOne: '{count} suggestion for {term}',
  statusOther: '{count} suggestions for {term}',
  groups: { recent: 'Recent searches', didYouMean: 'Did you mean', phrases: 'Suggestions', categories: 'Categories', content: 'Content', products: 'Products' },
};
