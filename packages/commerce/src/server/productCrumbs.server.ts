import type { JsonLdCrumb } from '../seo/structuredData';
import { withDeadline } from './upstream.server';

/** Where a product's breadcrumbs come from: the caller's addresses, its category source and its deadline. */
export interface ProductCrumbsSource {
  /** Home's crumb (an absolute URL). */
  home: JsonLdCrumb;
  /** A category's absolute URL. */
  categoryUrl: (categoryId: string) => string;
  /** The category with its chain from the top (`path`), e.g. the list's cached category source. */
  category: (categoryId: string) => Promise<{ path?: readonly { id: string; name: string }[] } | null | undefined>;
  timeoutMs: number;
  /** The category could not be read in time (the caller logs it). */
  onFailure: (categoryId: string, error: unknown) => void;
}

/**
 * A product's breadcrumbs for its structured data: home, then its primary category's chain (absolute). The category is
 * read under one deadline; without it (none, unknown, slow or failing) the crumbs are home alone: the page never
 * waits on them or fails for them.
 */
export async function productCrumbs(
  product: { primaryCategoryId?: unknown },
  source: ProductCrumbsSource,
): Promise<JsonLdCrumb[]> {
  const categoryId = typeof product.primaryCategoryId === 'string' ? product.primaryCategoryId : '';
  if (!categoryId) return [source.home];
  try {
    const category = await withDeadline(source.timeoutMs, 'Breadcrumb category timeout', () =>
      source.category(categoryId),
    );
    const chain = (category?.path ?? []).map((entry) => ({ name: entry.name, url: source.categoryUrl(entry.id) }));
    return [source.home, ...chain];
  } catch (error) {
    source.onFailure(categoryId, error);
    return [source.home];
  }
}
