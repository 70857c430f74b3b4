import type { ProductSearchProvider } from '../productSearch';
import { productIdOf } from '../toTileModel';
import { productSlug } from '../product/slug';
import { DEFAULT_SORT } from '../list/params';
import { CATEGORY_TREE_ROOT, type CommerceCategory } from './categories.server';

/** Shopper Search's largest page. */
export const CATALOGUE_PAGE_SIZE = 200;
/** At most this many products are read for the sitemaps (a runaway total cannot page forever). */
export const CATALOGUE_MAX_PRODUCTS = 100_000;

/** A product the sitemaps list: its id and, when the catalogue gives it one, its slug (`c_slugUrl`). */
export interface CatalogueProduct {
  id: string;
  slug?: string;
}

/**
 * Every product of the catalogue in the search's order (its id and slug): the root category searched page by page
 * (each page under the provider's own deadline and cache), member-exclusive products included (their pages answer
 * every shopper). Duplicates (a product in two pages while the index changes) are listed once.
 */
export async function catalogueProducts(
  search: ProductSearchProvider,
  options: { pageSize?: number; maxProducts?: number } = {},
): Promise<CatalogueProduct[]> {
  const limit = options.pageSize ?? CATALOGUE_PAGE_SIZE;
  const max = options.maxProducts ?? CATALOGUE_MAX_PRODUCTS;
  const products = new Map<string, CatalogueProduct>();
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
      const slug = productSlug(hit);
      if (id && !products.has(id) && products.size < max) products.set(id, { id, ...(slug ? { slug } : {}) });
    }
    if (page.hits.length === 0 || offset + limit >= page.total) break;
  }
  return [...products.values()];
}

/** Every product id of the catalogue (see `catalogueProducts`). */
export async function catalogueProductIds(
  search: ProductSearchProvider,
  options: { pageSize?: number; maxProducts?: number } = {},
): Promise<string[]> {
  return (await catalogueProducts(search, options)).map((product) => product.id);
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
