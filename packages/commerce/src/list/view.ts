import {
  paginationItems,
  type ProductListView,
  type ProductTileModel,
  type QuickFilter,
  type RefinementFacet,
  type RefinementValueView,
  type BreadcrumbItem,
} from '@ridgeline/ui';
import type { ListCategory, SearchRefinement, SearchRefinementValue } from '../productSearch';
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
} from './params';

/** Which list a page shows. */
export type ListTarget = { mode: 'category'; categoryId: string } | { mode: 'search' };

/** The list's addresses in the page's locale (the storefront's URL builders). */
export interface ListLinks {
  home: string;
  category(categoryId: string, query?: URLSearchParams): string;
  search(q: string, query?: URLSearchParams): string;
  /** The search page without a phrase: the GET forms' action. */
  searchPath: string;
}

/** The words the view carries, in the page's locale. */
export interface ListWords {
  /** The breadcrumbs' first entry. */
  home: string;
  /** The search page's heading for a phrase (or none). */
  searchHeading(q: string): string;
  /** The sorts' labels. */
  sorts: Readonly<Record<SortId, string>>;
}

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

/** Everything the list page shows, links included (built on the server; ui's `ProductListLayout` renders it). */
export interface ListView extends ProductListView {
  mode: ListTarget['mode'];
  sort: { value: SortId; options: ProductListView['sort']['options']; hidden: [string, string][] };
}

export function listHref(target: ListTarget, query: ListQuery, links: ListLinks): string {
  const params = listSearchParams(query);
  return target.mode === 'category' ? links.category(target.categoryId, params) : links.search(query.q, params);
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
  links: ListLinks,
): RefinementValueView {
  const swatch = value.presentationId ? SWATCH_COLOURS[value.presentationId.toLowerCase()] : undefined;
  const children = (value.values ?? [])
    .filter((child) => child.hitCount > 0)
    .map((child) => valueView(target, query, attributeId, child, links));
  return {
    value: value.value,
    label: value.label,
    hitCount: value.hitCount,
    href: listHref(target, withRefinementToggled(query, attributeId, value.value), links),
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
  links: ListLinks,
): RefinementFacet[] {
  return refinements
    .filter((refinement) => !isExcludedRefinement(refinement.attributeId))
    .filter((refinement) => !(target.mode === 'category' && refinement.attributeId === 'cgid'))
    .map((refinement) => ({
      attributeId: refinement.attributeId,
      label: refinement.label,
      values: refinement.values
        .filter((value) => value.hitCount > 0 || isSelected(query, refinement.attributeId, value.value))
        .map((value) => valueView(target, query, refinement.attributeId, value, links)),
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
  links: ListLinks,
): QuickFilter[] {
  const categories = refinements.find((refinement) => refinement.attributeId === 'cgid')?.values ?? [];
  if (target.mode === 'category') {
    const current = categories.find((value) => value.value === target.categoryId);
    return (current?.values ?? [])
      .filter((child) => child.hitCount > 0)
      .slice(0, MAX_QUICK_FILTERS)
      .map((child) => ({ id: child.value, label: child.label, href: links.category(child.value) }));
  }
  return [...categories]
    .filter((value) => value.hitCount > 0)
    .sort((a, b) => b.hitCount - a.hitCount)
    .slice(0, MAX_QUICK_FILTERS)
    .map((value) => ({
      id: value.value,
      label: value.label,
      href: listHref(target, withRefinementToggled(query, 'cgid', value.value), links),
      ...(isSelected(query, 'cgid', value.value) ? { selected: true } : {}),
    }));
}

/** Home, then the category's parent chain (top first); the category itself last, as the current page. */
export function breadcrumbs(
  category: ListCategory,
  links: ListLinks,
  words: Pick<ListWords, 'home'>,
): BreadcrumbItem[] {
  return [
    { label: words.home, href: links.home },
    ...category.path.map((entry) => ({ label: entry.name, href: links.category(entry.id) })),
  ];
}

function pageHrefs(
  target: ListTarget,
  query: ListQuery,
  page: number,
  pages: number,
  links: ListLinks,
): Record<number, string> {
  if (pages <= 1) return {};
  const linked = new Set([page - 1, page + 1]);
  for (const item of paginationItems(page, pages)) if (item.type === 'page') linked.add(item.page);
  const hrefs: Record<number, string> = {};
  for (const p of [...linked].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b))
    hrefs[p] = listHref(target, withPage(query, p), links);
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
  links: ListLinks;
  words: ListWords;
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
  links,
  words,
}: ListViewInput): ListView {
  const pages = pageCount(total, query.limit);
  const page = Math.min(pageOf(query), pages);
  const formAction = target.mode === 'category' ? links.category(target.categoryId) : links.searchPath;
  const phrase = suggestedPhrase?.trim();
  return {
    mode: target.mode,
    q: query.q,
    heading: target.mode === 'category' ? (category?.name ?? target.categoryId) : words.searchHeading(query.q),
    total,
    page,
    pageCount: pages,
    pageHrefs: pageHrefs(target, query, page, pages, links),
    tiles,
    facets: facetViews(target, query, refinements, links),
    clearHref: listHref(target, withoutRefinements(query), links),
    quickFilters: quickFilters(target, query, refinements, links),
    breadcrumbs: category ? breadcrumbs(category, links, words) : [],
    formAction,
    sort: {
      value: query.sort,
      options: SORT_IDS.map((id) => ({ value: id, label: words.sorts[id] })),
      hidden: hiddenFields(query, target.mode, 'sort'),
    },
    limit: {
      value: String(query.limit),
      options: LIMIT_OPTIONS.map((limit) => ({ value: String(limit), label: String(limit) })),
      hidden: hiddenFields(query, target.mode, 'limit'),
    },
    ...(phrase && phrase.toLowerCase() !== query.q.toLowerCase()
      ? { suggestion: { phrase, href: links.search(phrase) } }
      : {}),
    refined: Object.keys(query.refine).length > 0,
  };
}
