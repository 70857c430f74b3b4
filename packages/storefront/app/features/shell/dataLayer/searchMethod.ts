/**
 * How a shopper got to the search results (docs/behaviour/data-layer.md, "Search method"). Pages are separate
 * documents, so the header search hands the method to the results page through session storage: it writes the term
 * and the method just before it navigates, and the results page's data-layer island takes them (once) and adds the
 * method to its `searchView` entry when the term is the page's. Not in the URL: a shared or bookmarked results address
 * would report the method again, and the public page would be cached once per method.
 */
import { readStorage, writeStorage } from '../overlays/storage';

/** The header search's submit (the typed term, Enter or the submit button). */
export const MANUAL_SEARCH = 'manualSearch';
export type SearchMethod = typeof MANUAL_SEARCH;

export const SEARCH_METHOD_SESSION_KEY = 'ridgeline-search-method';

/** Here rather than beside `readStorage`: that module is in every page's first load, this is not. */
function removeSessionEntry(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage out of reach: there was nothing to take either.
  }
}

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
  removeSessionEntry(SEARCH_METHOD_SESSION_KEY);
  try {
    const value = JSON.parse(raw) as { term?: unknown; method?: unknown };
    return value.method === MANUAL_SEARCH && typeof value.term === 'string' && sameTerm(value.term, searchText)
      ? MANUAL_SEARCH
      : undefined;
  } catch {
    return undefined;
  }
}
