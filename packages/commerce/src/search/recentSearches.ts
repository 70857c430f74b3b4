import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from './quickSearch';

/** localStorage, or undefined where it cannot be reached (server, disabled storage, a sandboxed frame). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The recent searches, newest first; empty when storage is missing, failing or holds anything malformed. */
export function readRecentSearches(storage: Storage | undefined = browserStorage()): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Remembers a searched term (the list rules of `addRecentSearch`) and returns the new list. Storage that refuses the
 * write (full, disabled) is ignored: the search goes on, the list is only not kept.
 */
export function saveRecentSearch(term: string, storage: Storage | undefined = browserStorage()): string[] {
  const next = addRecentSearch(readRecentSearches(storage), term);
  try {
    storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Tolerated: a recent-search list is a convenience.
  }
  return next;
}
