import {
  paginationItems,
  type BreadcrumbItem,
  type ProductTileModel,
  type QuickFilter,
  type RefinementFacet,
  type RefinementValueView,
  type SortSelectOption,
} from '@ridgeline/ui';
import type { ListCategory, SearchRefinement, SearchRefinementValue } from '@ridgeline/commerce/server';
import { createIntl, defineMessages, type IntlShape } from 'react-intl';
import { urls } from '../../../platform/urls';
import {
  isExcludedRefinement,
  isSelected,
  LIMIT_OPTIONS,
  listSearchParams,
  MAX_QUICK_FILTERS,
  pageCount,
  pageOf,
  SORT_IDS,
  withoutRefinements,
  withPage,
  withRefinementToggled,
  type ListQuery,
  type SortId,
} from '@ridgeline/commerce';

/** Which list a page shows. */
export type ListTarget = { mode: 'category'; categoryId: string } | { mode: 'search' };

/** Labels of the sorts, in the order offered (translated: `messages/*.json`). */
export const SORT_MESSAGES = defineMessages({
  'best-matches': { id: 'list.sort.best-matches', defaultMessage: 'Best Matches' },
  'featured-new': { id: 'list.sort.featured-new', defaultMessage: 'Featured' },
  newest: { id: 'list.sort.newest', defaultMessage: 'Newest' },
  'price-high-to-low': { id: 'list.sort.price-high-to-low', defaultMessage: 'Price High to Low' },
  'price-low-to-high': { id: 'list.sort.price-low-to-high', defaultMessage: 'Price Low to High' },
  'top-rated': { id: 'list.sort.top-rated', defaultMessage: 'Top Rated' },
}) satisfies Record<SortId, unknown>;

/** The English labels of the sorts (the default messages). */
export const SORT_LABELS = Object.fromEntries(
  Object.entries(SORT_MESSAGES).map(([id, message]) => [id, message.defaultMessage]),
) as Record<SortId, string>;

const viewMessages = defineMessages({
  home: { id: 'list.breadcrumbs.home', defaultMessage: 'Home' },
  search: { id: 'list.search.headingEmpty', defaultMessage: 'Search' },
});

/** The default messages, for callers that pass no locale's `IntlShape` (tests, English). */
const englishIntl: IntlShape = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

/** Colour refinement values carry a presentation id; the swatch drawn for it (unknown ids get none). */
export const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  black: '#1f1f22',
  grey: '#6b6f73',
  gray: '#6b6f73',
  white: '#f4f4f0',
  beige: '#e6dfcf',
  brown: '#8a6a4a',
  red: '#a3262e',
  pink: '#f2c6cc',
  orange: '#e8622a',
  yellow: '#f2b705',
  green: '#4d5a3c',
  blue: '#3f6fa3',
  navy: '#1f2a44',
  purple: '#5e3a5a',
};

/** Everything the list page shows, links included (built on the server; the page renders it as is). */
export interface ListView {
  mode: ListTarget['mode'];
  /** The search phrase (search mode). */
  q: string;
  heading: string;
  total: number;
  page: number;
  pageCount: number;
  /** Addresses of the pages the pagination links (the neighbours, the first and the last), by page number. */
  pageHrefs: Record<number, string>;
  tiles: ProductTileModel[];
  facets: RefinementFacet[];
  clearHref: string;
  quickFilters: QuickFilter[];
  breadcrumbs: BreadcrumbItem[];
  /** The GET forms' action and what they send besides their own field. */
  formAction: string;
  sort: { value: SortId; options: SortSelectOption[]; hidden: [string, string][] };
  limit: { value: string; options: SortSelectOption[]; hidden: [string, string][] };
  /** "Did you mean …?" when a search found nothing and the provider offers a correction. */
  suggestion?: { phrase: string; href: string };
  /** Filters are set (the empty state offers to clear them). */
  refined: boolean;
}

export function listHref(target: ListTarget, query: ListQuery, localeId?: string): string {
  const params = listSearchParams(query);
  return target.mode === 'category'
    ? urls.category(target.categoryId, localeId, params)
    : urls.search(query.q, localeId, params);
}

/** The parameters a GET form sends beside its own field (`own`), without page or offset: a new choice starts at page 1. */
function hiddenFields(query: ListQuery, mode: ListTarget['mode'], own: 'sort' | 'limit'): [string, string][] {
  const params = listSearchParams({ ...query, offset: 0 });
  params.delete(own);
  const fields: [string, string][] = mode === 'search' ? [['q', query.q]] : [];
  for (const [name, value] of params) fields.push([name, value]);
  return fields;
}

function valueView(
  target: ListTarget,
  query: ListQuery,
  attributeId: string,
  value: SearchRefinementValue,
  localeId?: string,
): RefinementValueView {
  const swatch = value.presentationId ? SWATCH_COLOURS[value.presentationId.toLowerCase()] : undefined;
  const children = (value.values ?? [])
    .filter((child) => child.hitCount > 0)
    .map((child) => valueView(target, query, attributeId, child, localeId));
  return {
    value: value.value,
    label: value.label,
    hitCount: value.hitCount,
    href: listHref(target, withRefinementToggled(query, attributeId, value.value), localeId),
    selected: isSelected(query, attributeId, value.value),
    ...(swatch ? { swatch } : {}),
    ...(children.length ? { values: children } : {}),
  };
}

/**
 * The filters offered: the answer's refinements without the never-offered attributes, without values that match
 * nothing (unless chosen), without the category facet on category pages (the address decides the category; its
 * subcategories are the quick filters); a facet left without values is dropped.
 */
export function facetViews(
  target: ListTarget,
  query: ListQuery,
  refinements: readonly SearchRefinement[],
  localeId?: string,
): RefinementFacet[] {
  return refinements
    .filter((refinement) => !isExcludedRefinement(refinement.attributeId))
    .filter((refinement) => !(target.mode === 'category' && refinement.attributeId === 'cgid'))
    .map((refinement) => ({
      attributeId: refinement.attributeId,
      label: refinement.label,
      values: refinement.values
        .filter((value) => value.hitCount > 0 || isSelected(query, refinement.attributeId, value.value))
        .map((value) => valueView(target, query, refinement.attributeId, value, localeId)),
    }))
    .filter((facet) => facet.values.length > 0);
}

/**
 * At most five shortcuts above the grid: on a category page its subcategories that have products (links to their
 * pages); on search results the categories with the most hits (links that filter by them, the chosen one marked).
 */
export function quickFilters(
  target: ListTarget,
  query: ListQuery,
  refinements: readonly SearchRefinement[],
  localeId?: string,
): QuickFilter[] {
  const categories = refinements.find((refinement) => refinement.attributeId === 'cgid')?.values ?? [];
  if (target.mode === 'category') {
    const current = categories.find((value) => value.value === target.categoryId);
    return (current?.values ?? [])
      .filter((child) => child.hitCount > 0)
      .slice(0, MAX_QUICK_FILTERS)
      .map((child) => ({ id: child.value, label: child.label, href: urls.category(child.value, localeId) }));
  }
  return [...categories]
    .filter((value) => value.hitCount > 0)
    .sort((a, b) => b.hitCount - a.hitCount)
    .slice(0, MAX_QUICK_FILTERS)
    .map((value) => ({
      id: value.value,
      label: value.label,
      href: listHref(target, withRefinementToggled(query, 'cgid', value.value), localeId),
      ...(isSelected(query, 'cgid', value.value) ? { selected: true } : {}),
    }));
}

/** Home, then the category's parent chain (top first); the category itself last, as the current page. */
export function breadcrumbs(
  category: ListCategory,
  localeId?: string,
  intl: IntlShape = englishIntl,
): BreadcrumbItem[] {
  return [
    { label: intl.formatMessage(viewMessages.home), href: urls.home(localeId) },
    ...category.path.map((entry) => ({ label: entry.name, href: urls.category(entry.id, localeId) })),
  ];
}

function pageHrefs(
  target: ListTarget,
  query: ListQuery,
  page: number,
  pages: number,
  localeId?: string,
): Record<number, string> {
  if (pages <= 1) return {};
  const linked = new Set([page - 1, page + 1]);
  for (const item of paginationItems(page, pages)) if (item.type === 'page') linked.add(item.page);
  const hrefs: Record<number, string> = {};
  for (const p of [...linked].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b))
    hrefs[p] = listHref(target, withPage(query, p), localeId);
  return hrefs;
}

export interface ListViewInput {
  target: ListTarget;
  query: ListQuery;
  total: number;
  tiles: ProductTileModel[];
  refinements: readonly SearchRefinement[];
  category?: ListCategory | null;
  suggestedPhrase?: string;
  localeId?: string;
  /** The locale's messages (labels, headings); English without it. */
  intl?: IntlShape;
}

export function searchHeading(q: string, intl: IntlShape = englishIntl): string {
  return q
    ? intl.formatMessage({ id: 'list.search.heading', defaultMessage: 'Search results for “{q}”' }, { q })
    : intl.formatMessage(viewMessages.search);
}

/** The whole view of a list page from its query and the search's answer. */
export function listView({
  target,
  query,
  total,
  tiles,
  refinements,
  category,
  suggestedPhrase,
  localeId,
  intl = englishIntl,
}: ListViewInput): ListView {
  const pages = pageCount(total, query.limit);
  const page = Math.min(pageOf(query), pages);
  const formAction =
    target.mode === 'category' ? urls.category(target.categoryId, localeId) : urls.searchPath(localeId);
  const phrase = suggestedPhrase?.trim();
  return {
    mode: target.mode,
    q: query.q,
    heading: target.mode === 'category' ? (category?.name ?? target.categoryId) : searchHeading(query.q, intl),
    total,
    page,
    pageCount: pages,
    pageHrefs: pageHrefs(target, query, page, pages, localeId),
    tiles,
    facets: facetViews(target, query, refinements, localeId),
    clearHref: listHref(target, withoutRefinements(query), localeId),
    quickFilters: quickFilters(target, query, refinements, localeId),
    breadcrumbs: category ? breadcrumbs(category, localeId, intl) : [],
    formAction,
    sort: {
      value: query.sort,
      options: SORT_IDS.map((id) => ({ value: id, label: intl.formatMessage(SORT_MESSAGES[id]) })),
      hidden: hiddenFields(query, target.mode, 'sort'),
    },
    limit: {
      value: String(query.limit),
      options: LIMIT_OPTIONS.map((limit) => ({ value: String(limit), label: String(limit) })),
      hidden: hiddenFields(query, target.mode, 'limit'),
    },
    ...(phrase && phrase.toLowerCase() !== query.q.toLowerCase()
      ? { suggestion: { phrase, href: urls.search(phrase, localeId) } }
      : {}),
    refined: Object.keys(query.refine).length > 0,
  };
}
