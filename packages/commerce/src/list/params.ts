/**
 * The product list's query string: what a category or search results page reads from its address, and the canonical
 * query string of every link it writes (filters, sorting, page size, pages). Browser-safe and pure.
 *
 * Reading never fails: a value that cannot be used is clamped or ignored (docs/behaviour/product-list.md, "Bad
 * input"), so a hand-edited or truncated address still shows a page. Writing omits every default: page 1 has no
 * `page` and no `offset`, the default page size no `limit`, the default sort no `sort`.
 */

/** Products per page: the default, and what the page-size choice offers. */
export const DEFAULT_LIMIT = 47;
export const LIMIT_OPTIONS = [47, 50, 100] as const;

export const DEFAULT_SORT = 'best-matches';
/** The sorts the list offers, default first (the commerce API's sorting option ids). */
export const SORT_IDS = [
  'best-matches',
  'featured-new',
  'newest',
  'price-high-to-low',
  'price-low-to-high',
  'top-rated',
] as const;
export type SortId = (typeof SORT_IDS)[number];

/** Attributes never offered as filters, whatever the search answers. */
export const EXCLUDED_REFINEMENTS: readonly string[] = [
  'c_isNew',
  'ID',
  'c_includeInPhotoJob',
  'c_memberExclusive',
  'memberExclusive',
];
/** Facets of which one value at a time can be chosen (the commerce API takes one category and one price range). */
export const SINGLE_VALUE_REFINEMENTS: readonly string[] = ['cgid', 'price'];
/** At most this many quick filters above the grid. */
export const MAX_QUICK_FILTERS = 5;

/** Limits that keep a hostile address from making the page (or the upstream query) large. */
export const MAX_OFFSET = 10_000;
export const MAX_REFINED_ATTRIBUTES = 12;
export const MAX_VALUES_PER_ATTRIBUTE = 30;
export const MAX_VALUE_LENGTH = 100;
export const MAX_QUERY_LENGTH = 200;

const ATTRIBUTE_ID = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const PRICE_RANGE = /^\(\d{1,9}(?:\.\d{1,2})?\.\.\d{0,9}(?:\.\d{1,2})?\)$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

export type ListMode = 'search' | 'category';

/** Chosen values per attribute id, in a stable order (attributes and values sorted). */
export type Refinements = Readonly<Record<string, readonly string[]>>;

export interface ListQuery {
  /** The search phrase (search mode; '' on category pages). */
  q: string;
  sort: SortId;
  limit: number;
  /** Index of the first product shown. */
  offset: number;
  refine: Refinements;
}

export function isExcludedRefinement(attributeId: string): boolean {
  return EXCLUDED_REFINEMENTS.includes(attributeId);
}

function isSortId(value: string | null): value is SortId {
  return value !== null && (SORT_IDS as readonly string[]).includes(value);
}

/**
 * The page size an address asks for: one of `LIMIT_OPTIONS`; any other number is clamped to the largest option not
 * above it (at least the smallest), and anything that is not a whole number is the default.
 */
export function parseLimit(raw: string | null): number {
  if (raw === null || !WHOLE_NUMBER.test(raw.trim())) return DEFAULT_LIMIT;
  const asked = Number(raw.trim());
  let chosen: number = LIMIT_OPTIONS[0];
  for (const option of LIMIT_OPTIONS) if (option <= asked) chosen = option;
  return chosen;
}

function wholeNumber(raw: string | null): number | undefined {
  if (raw === null || !WHOLE_NUMBER.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** A value kept for an attribute, or undefined when it is unusable. */
function cleanValue(attributeId: string, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_VALUE_LENGTH) return undefined;
  if (attributeId === 'price' && !PRICE_RANGE.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * `refine` parameters (`attribute=value|value`) → chosen values per attribute. A repeated attribute merges its values
 * (a value once); a parameter without `=`, with a malformed attribute id or without a usable value is ignored; never
 * offered attributes (`EXCLUDED_REFINEMENTS`) and, on category pages, `cgid` (the address's category decides) are
 * dropped; a single-value facet keeps its first value.
 */
export function parseRefinements(raw: readonly string[], mode: ListMode): Refinements {
  const chosen = new Map<string, string[]>();
  for (const parameter of raw) {
    const eq = parameter.indexOf('=');
    if (eq <= 0) continue;
    const attributeId = parameter.slice(0, eq).trim();
    if (!ATTRIBUTE_ID.test(attributeId) || isExcludedRefinement(attributeId)) continue;
    if (mode === 'category' && attributeId === 'cgid') continue;
    if (!chosen.has(attributeId) && chosen.size >= MAX_REFINED_ATTRIBUTES) continue;
    const values = chosen.get(attributeId) ?? [];
    for (const part of parameter.slice(eq + 1).split('|')) {
      const value = cleanValue(attributeId, part);
      if (value === undefined || values.includes(value) || values.length >= MAX_VALUES_PER_ATTRIBUTE) continue;
      values.push(value);
    }
    if (values.length > 0) chosen.set(attributeId, values);
  }
  return normaliseRefinements(Object.fromEntries(chosen));
}

/** Sorted attributes and values (one canonical address per choice), single-value facets cut to one value. */
export function normaliseRefinements(refine: Refinements): Refinements {
  const out: Record<string, string[]> = {};
  for (const attributeId of Object.keys(refine).sort()) {
    const values = [...new Set(refine[attributeId] ?? [])];
    if (values.length === 0) continue;
    out[attributeId] = SINGLE_VALUE_REFINEMENTS.includes(attributeId) ? values.slice(0, 1) : values.sort();
  }
  return out;
}

/**
 * What an address asks the list for, always usable: unknown sort → the default; page size per `parseLimit`; `page`
 * (a whole number ≥ 1) wins over `offset`; `offset` is a whole number from 0 to `MAX_OFFSET` (a negative or malformed
 * one is 0); a page past the results is clamped by the loader once the total is known.
 */
export function parseListQuery(params: URLSearchParams, mode: ListMode): ListQuery {
  const limit = parseLimit(params.get('limit'));
  const sortRaw = params.get('sort');
  const page = wholeNumber(params.get('page'));
  const offsetParam = wholeNumber(params.get('offset'));
  const offset = page !== undefined && page >= 1 ? (page - 1) * limit : (offsetParam ?? 0);
  return {
    q: mode === 'search' ? (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH) : '',
    sort: isSortId(sortRaw) ? sortRaw : DEFAULT_SORT,
    limit,
    offset: Math.min(Math.max(0, offset), MAX_OFFSET),
    refine: parseRefinements(params.getAll('refine'), mode),
  };
}

/** 1-based page of `query` (an offset between pages counts as the page it starts in). */
export function pageOf(query: Pick<ListQuery, 'offset' | 'limit'>): number {
  return Math.floor(query.offset / query.limit) + 1;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

/** The refine parameters of a choice: one per attribute, `attribute=value|value`. */
export function refineParameters(refine: Refinements): string[] {
  const normal = normaliseRefinements(refine);
  return Object.keys(normal).map((attributeId) => `${attributeId}=${normal[attributeId]!.join('|')}`);
}

/**
 * The canonical query string of a list state, defaults omitted: `q` (search), `refine` (one per attribute, sorted),
 * `sort` unless the default, `limit` unless the default, `page` from 2 on (an offset that does not start a page is
 * written as `offset`). `q` is left to the search URL builder.
 */
export function listSearchParams(query: Omit<ListQuery, 'q'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const refine of refineParameters(query.refine)) params.append('refine', refine);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.limit !== DEFAULT_LIMIT) params.set('limit', String(query.limit));
  if (query.offset > 0) {
    if (query.offset % query.limit === 0) params.set('page', String(query.offset / query.limit + 1));
    else params.set('offset', String(query.offset));
  }
  return params;
}

/** The same list on another page (1-based; page 1 drops `page` and `offset`). */
export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, offset: Math.max(0, Math.floor(page) - 1) * query.limit };
}

/** Another sort, from page 1. */
export function withSort(query: ListQuery, sort: SortId): ListQuery {
  return { ...query, sort, offset: 0 };
}

/** Another page size, from page 1. */
export function withLimit(query: ListQuery, limit: number): ListQuery {
  return { ...query, limit, offset: 0 };
}

/**
 * A value of a facet switched on or off, from page 1: values of one facet combine with OR (added to the facet's
 * list), facets with AND; a single-value facet's new value replaces the old one.
 */
export function withRefinementToggled(query: ListQuery, attributeId: string, value: string): ListQuery {
  const current = query.refine[attributeId] ?? [];
  const selected = current.includes(value);
  const next = selected
    ? current.filter((v) => v !== value)
    : SINGLE_VALUE_REFINEMENTS.includes(attributeId)
      ? [value]
      : [...current, value];
  const refine: Record<string, readonly string[]> = { ...query.refine };
  if (next.length > 0) refine[attributeId] = next;
  else delete refine[attributeId];
  return { ...query, refine: normaliseRefinements(refine), offset: 0 };
}

/** No filters, from page 1 (sort and page size kept). */
export function withoutRefinements(query: ListQuery): ListQuery {
  return { ...query, refine: {}, offset: 0 };
}

export function isSelected(query: ListQuery, attributeId: string, value: string): boolean {
  return (query.refine[attributeId] ?? []).includes(value);
}

export function hasRefinements(query: ListQuery): boolean {
  return Object.keys(query.refine).length > 0;
}
