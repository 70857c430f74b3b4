/**
 * The header search's rules and constants, and the shape of the quick-search endpoint's answer: shared by the
 * browser (the search island) and the server (the endpoint). Pure: no React, no storage, no fetch.
 */

/** A `{name}` template with its values filled in; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * The quick search's words in the page's locale (the app formats them); templates keep `{suggestion}`, `{price}`,
 * `{count}` and `{term}` for `fillTemplate`.
 */
export interface QuickSearchText {
  productsFailed: string;
  noResults: string;
  /** `{suggestion}` */
  didYouMean: string;
  /** `{price}`: a price range's lowest price */
  from: string;
  /** `{count}`, `{term}`: the live region after results came */
  statusOne: string;
  statusOther: string;
  groups: {
    recent: string;
    didYouMean: string;
    phrases: string;
    categories: string;
    content: string;
    products: string;
  };
}

/** How long typing must pause before suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Suggestions and quick results need a term of at least this many characters (after trimming). */
export const SEARCH_MIN_LENGTH = 3;
/** When a search surface opens, its input gets focus after this delay (the drawer's entrance has begun). */
export const SEARCH_FOCUS_DELAY_MS = 100;
/** The most of each kind the quick results show. */
export const QUICK_SEARCH_LIMITS = { products: 4, categories: 3, content: 2, phrases: 5 } as const;
/** The recent-search list keeps at most this many terms, newest first. */
export const RECENT_SEARCHES_LIMIT = 5;
/** A term shorter than this (after trimming) is not remembered as a recent search. */
export const RECENT_SEARCH_MIN_LENGTH = 3;
/** Browser storage (localStorage) key of the recent-search list: a JSON array of strings. */
export const RECENT_SEARCHES_STORAGE_KEY = 'ridgeline-recent-searches';

/** The quick results for one term (the endpoint's JSON). URLs are the storefront's own, built on the server. */
export interface QuickSearchResult {
  term: string;
  /** Search phrases to search for instead (at most 5). */
  phrases: string[];
  categories: { id: string; name: string; parentCategoryName?: string; url: string }[];
  /** Content pages whose name matches (at most 2). */
  content: { id: string; name: string; url: string }[];
  /** At most 4; empty when the product search failed (`productsFailed`). */
  products: QuickSearchProduct[];
  /** The product search failed, its retry included. */
  productsFailed: boolean;
  /** A corrected search phrase, when the term looks misspelt. */
  didYouMean?: string;
}

export interface QuickSearchProduct {
  id: string;
  name: string;
  url: string;
  image?: { src: string; alt: string };
  /** The lowest price (masters: of their variants); `isRange` when others cost more. */
  price?: { value: number; currency: string; isRange?: boolean };
}

/** The term suggestions are asked for: the trimmed input when long enough, else `''` (no query, no suggestions). */
export function quickSearchTerm(input: string): string {
  const term = input.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : '';
}

/** What a submit searches for: the trimmed input, or undefined when blank (a blank submit does nothing). */
export function submittedTerm(input: string): string | undefined {
  const term = input.trim();
  return term ? term : undefined;
}

/**
 * The recent-search list after searching for `term`: the trimmed term first, any earlier entry equal to it ignoring
 * case removed, at most `RECENT_SEARCHES_LIMIT`. A term shorter than `RECENT_SEARCH_MIN_LENGTH` leaves it unchanged.
 */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed.length < RECENT_SEARCH_MIN_LENGTH) return [...list];
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...list.filter((entry) => entry.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_LIMIT);
}

/**
 * The stored list, cleaned: anything that is not a JSON array of strings reads as empty; entries are trimmed,
 * too-short ones and case-insensitive repeats dropped (the first kept), at most `RECENT_SEARCHES_LIMIT`.
 */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const list: string[] = [];
  const seen = new Set<string>();
  for (const entry of parsed) {
    if (typeof entry !== 'string') continue;
    const trimmed = entry.trim();
    const key = trimmed.toLocaleLowerCase();
    if (trimmed.length < RECENT_SEARCH_MIN_LENGTH || seen.has(key)) continue;
    seen.add(key);
    list.push(trimmed);
    if (list.length === RECENT_SEARCHES_LIMIT) break;
  }
  return list;
}

export type QuickSearchMessage =
  | { kind: 'products-failed'; text: string }
  | { kind: 'did-you-mean'; text: string; suggestion: string }
  | { kind: 'no-results'; text: string };

/**
 * The message under the quick results: the product search failed → its error; no product but a corrected phrase →
 * "Did you mean …?" (it replaces "No products found": it says more); no product → "No products found"; else none.
 */
export function quickSearchMessage(
  result: Pick<QuickSearchResult, 'products' | 'productsFailed' | 'didYouMean'>,
  messages: Pick<QuickSearchText, 'productsFailed' | 'noResults' | 'didYouMean'>,
): QuickSearchMessage | undefined {
  if (result.productsFailed) return { kind: 'products-failed', text: messages.productsFailed };
  if (result.products.length > 0) return undefined;
  if (result.didYouMean)
    return {
      kind: 'did-you-mean',
      text: fillTemplate(messages.didYouMean, { suggestion: result.didYouMean }),
      suggestion: result.didYouMean,
    };
  return { kind: 'no-results', text: messages.noResults };
}

interface SuggestedTermsLike {
  originalTerm?: unknown;
  terms?: { value?: unknown; corrected?: unknown; completed?: unknown; exactMatch?: unknown }[];
}

/**
 * "Did you mean": from Shopper Search's `suggestedTerms` (one entry per query term), the phrase with each term the
 * catalogue does not know (no exact match, no completion) replaced by its first correction. Undefined when no term
 * was corrected.
 */
export function didYouMeanFrom(suggestedTerms: readonly SuggestedTermsLike[] | undefined): string | undefined {
  if (!suggestedTerms?.length) return undefined;
  let corrected = false;
  const words: string[] = [];
  for (const entry of suggestedTerms) {
    const original = typeof entry.originalTerm === 'string' ? entry.originalTerm : '';
    const terms = Array.isArray(entry.terms) ? entry.terms : [];
    const known = terms.some((term) => term.exactMatch === true || term.completed === true);
    const correction = terms.find(
      (term) => term.corrected === true && typeof term.value === 'string' && term.value !== '',
    );
    if (!known && correction) {
      corrected = true;
      words.push(correction.value as string);
    } else if (original) words.push(original);
  }
  return corrected ? words.join(' ') : undefined;
}

/** An answer standing for a failed request: the products could not be loaded. */
export const failedQuickSearchResult = (term: string): QuickSearchResult => ({
  term,
  phrases: [],
  categories: [],
  content: [],
  products: [],
  productsFailed: true,
});

/**
 * The quick results of `term` from the storefront's suggestions endpoint (`url`): its answer, `failedQuickSearchResult`
 * when the request fails, undefined when it was aborted (a newer term took over).
 */
export async function fetchQuickSearchResult(
  url: string,
  term: string,
  signal: AbortSignal,
): Promise<QuickSearchResult | undefined> {
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as QuickSearchResult;
  } catch {
    return signal.aborted ? undefined : failedQuickSearchResult(term);
  }
}
