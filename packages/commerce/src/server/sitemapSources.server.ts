import type { ProductSearchProvider } from '../productSearch';
import { productIdOf } from '../toTileModel';
import { DEFAULT_SORT } from '../list/params';
import { CATEGORY_TREE_ROOT, type CommerceCategory } from './categories.server';

/** Shopper Search's largest page. */
export const CATALOGUE_PAGE_SIZE = 200;
/** At most this many products are read for the sitemaps (a runaway total cannot page forever). */
export const CATALOGUE_MAX_PRODUCTS = 100_000;

/**
 * Every product id of the catalogue in the search's order: the root category searched page by page (each page under
 * the provider's own deadline and cache), member-exclusive products included (their pages answer every shopper).
 * Duplicates (a product in two pages while the index changes) are listed once.
 */
export async function catalogueProductIds(
  search: ProductSearchProvider,
  options: { pageSize?: number; maxProducts?: number } = {},
): Promise<string[]> {
  const limit = options.pageSize ?? CATALOGUE_PAGE_SIZE;
  const max = options.maxProducts ?? CATALOGUE_MAX_PRODUCTS;
  const ids = new Set<string>();
  for (let offset = 0; offset < max; offset += limit) {
    const page = await search.search({
      category: { id: CATALOGUE_ROOT, path: [] },
      refine: {},
      sort: DEFAULT_SORT,
      limit,
      offset,
    });
    for (const hit of page.hits) {
      const id = productIdOf(hit);
      if (id && ids.size < max) ids.add(id);
    }
    if (page.hits.length === 0 || offset + limit >= page.total) break;
  }
  return [...ids];
}

const CATALOGUE_ROOT = CATEGORY_TREE_ROOT;

/** Every category id below the root of a category tree (the root itself has no page), parents before children. */
export function categoryIdsOf(root: CommerceCategory): string[] {
  const ids: string[] = [];
  const visit = (category: CommerceCategory) => {
    for (const child of category.categories ?? []) {
      if (typeof child?.id === 'string' && child.id !== '' && !ids.includes(child.id)) ids.push(child.id);
      visit(child);
    }
  };
  visit(root);
  return ids;
}
