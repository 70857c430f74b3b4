/**
 * How a shopper got to the search results (docs/behaviour/data-layer.md, "Search method"). Pages are separate
 * documents, so the header search hands the method to the results page through session storage: it writes the term
 * and the method just before it navigates, and the results page's data-layer island takes them (once) and adds the
 * method to its `searchView` entry when the term is the page's (@ridgeline/commerce's `searchMethodFor`). Not in the
 * URL: a shared or bookmarked results address would report the method again, and the public page would be cached once
 * per method.
 */
import { searchMethodFor, type SearchMethod } from '@ridgeline/commerce';
import { readStorage, writeStorage } from '@ridgeline/renderer';

export const SEARCH_METHOD_SESSION_KEY = 'ridgeline-search-method';

/** Called by the header search right before it goes to the results of `term`. */
export function rememberSearchMethod(term: string, method: SearchMethod): void {
  writeStorage('session', SEARCH_METHOD_SESSION_KEY, JSON.stringify({ term, method }));
}

/**
 * The method that brought the shopper to the results of `searchText`, if the header search left one for that term.
 * The entry is removed whatever it holds: it describes one navigation, never a later visit.
 */
export function takeSearchMethod(searchText: string): SearchMethod | undefined {
  const raw = readStorage('session', SEARCH_METHOD_SESSION_KEY);
  if (raw === null || raw === undefined) return undefined;
  try {
    // Here rather than beside `readStorage`: that module is in every page's first load, this is not.
    window.sessionStorage.removeItem(SEARCH_METHOD_SESSION_KEY);
  } catch {
    // Storage out of reach: there was nothing to take either.
  }
  return searchMethodFor(raw, searchText);
}
